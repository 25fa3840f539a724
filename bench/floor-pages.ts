import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Where the floor pages live inside the build's client folder while the bench runs. */
export const floorDir = "bench-floor";

/** The executable scripts of a page (structured data stays: it is text, not code). */
const scriptElement = /<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;

/**
 * The static-HTML floor of each audited route (issue 21): the page as the server renders it, its
 * scripts removed, written with its brotli and gzip copies into the build's client folder so that
 * the same server sends it as it sends any static file. Answers the floor's path for each route.
 */
export async function writeFloorPages(base: string, routes: string[], clientDir: string): Promise<Map<string, string>> {
  const dir = path.join(clientDir, floorDir);
  mkdirSync(dir, { recursive: true });
  const floors = new Map<string, string>();
  for (const route of routes) {
    const html = (await (await fetch(`${base}${route}`)).text()).replace(scriptElement, "");
    const name = `${route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.html`;
    const file = path.join(dir, name);
    const body = Buffer.from(html);
    writeFileSync(file, body);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    floors.set(route, `/${floorDir}/${name}`);
  }
  return floors;
}

export function removeFloorPages(clientDir: string): void {
  rmSync(path.join(clientDir, floorDir), { recursive: true, force: true });
}
