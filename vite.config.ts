import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { contentPageScript } from "./vite-content-page-script.ts";

/**
 * The post lists' parts (home teaser, blog, case studies, reviews): one file instead of seven on
 * those pages. Named by path, and checked after each client build by `postsUiGuard`, so a renamed
 * or moved file fails the build instead of silently falling out of the group.
 */
const postsUiModules = [
  "app/hooks/use-posts.ts",
  "app/lib/post-display.ts",
  "app/components/blog/post-list-screen.tsx",
  "app/components/blog/post-cover.tsx",
  "app/components/blog/post-navigation-spinner.tsx",
  "app/components/ui/star-rating.tsx",
  "contract/posts.ts",
  "node_modules/lucide-react/dist/esm/icons/chevron-left.mjs",
];

const isModule = (id: string, file: string) => id.replaceAll("\\", "/").endsWith(`/${file}`);

/** Fails the client build when a module listed in postsUiModules is not in the posts-ui chunk. */
const postsUiGuard: Plugin = {
  name: "posts-ui-guard",
  generateBundle(_options, bundle) {
    if (this.environment.name !== "client") return;
    const chunk = Object.values(bundle).find((output) => output.type === "chunk" && output.name === "posts-ui");
    const ids = chunk?.type === "chunk" ? chunk.moduleIds : [];
    const missing = postsUiModules.filter((file) => !ids.some((id) => isModule(id, file)));
    if (missing.length > 0) {
      this.error(`The posts-ui chunk lacks ${missing.join(", ")}: update postsUiModules in vite.config.ts.`);
    }
  },
};

/**
 * Browser chunks, grouped so that a page loads about fifteen scripts instead of thirty-five: on a
 * phone over HTTP/1.1 (six connections) every extra request costs a round trip, while a few kB more
 * in a shared chunk cost little. React and the router stay two files so that they download side by
 * side. Only modules many pages share are grouped, so the editor's and the console's code (and the
 * zod schemas, decision 007) stay out of public pages (docs/decisions/060).
 */
const browserChunks = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
  {
    name: "router",
    test: /node_modules[\\/](react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
  { name: "icons", test: /[\\/]lucide-react[\\/]/, priority: 2, minShareCount: 3 },
  { name: "common", test: /[\\/](app|contract)[\\/](?!.*\.schema\.ts)/, priority: 1, minShareCount: 10 },
  // Below `common` in priority, so what many pages share stays there.
  { name: "posts-ui", test: (id: string) => postsUiModules.some((file) => isModule(id, file)), priority: 0.5 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), postsUiGuard, contentPageScript()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: browserChunks } } },
  },
}));
