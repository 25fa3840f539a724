import path from "node:path";
import { build as bundle } from "rolldown";
import type { Plugin } from "vite";

/**
 * The one script of a content page (decision 064): app/browser/content-page.ts bundled on its own,
 * outside the app's chunk groups, so that it never pulls a shared chunk (React, the router,
 * `common`) into a page that needs none of them. The client build emits it as a fingerprinted
 * asset; the server build reads its URL from `virtual:content-page-script` (the client build runs
 * first). `npm run dev` serves the source file through Vite.
 */
const virtualId = "virtual:content-page-script";
const entry = "app/browser/content-page.ts";

export function contentPageScript(): Plugin {
  let command: "build" | "serve" = "build";
  let reference: string | undefined;
  let url: string | undefined;
  return {
    name: "content-page-script",
    configResolved(config) {
      command = config.command;
    },
    async buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      const result = await bundle({
        input: path.resolve(entry),
        write: false,
        output: { format: "esm", minify: true },
        transform: { target: "es2022" },
      });
      const chunk = result.output.find((output) => output.type === "chunk" && output.isEntry);
      if (!chunk || chunk.type !== "chunk" || result.output.length !== 1) {
        this.error(`${entry} must bundle into one file`);
      }
      reference = this.emitFile({ type: "asset", name: "content-page.js", source: chunk.code });
    },
    generateBundle() {
      if (reference && this.environment.name === "client") url = `/${this.getFileName(reference)}`;
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      if (command === "serve") return `export default ${JSON.stringify(`/${entry}`)};`;
      if (!url) this.error(`${virtualId} is read before the client build emitted the script`);
      return `export default ${JSON.stringify(url)};`;
    },
  };
}
