import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";

describe("PageCache", () => {
  it("keeps a page with its compressed forms and a stable ETag", () => {
    const cache = new PageCache();
    const body = Buffer.from("<html>" + "hello ".repeat(200) + "</html>");
    const page = cache.set("/a", 200, [["content-type", "text/html"]], body);
    expect(cache.get("/a")).toBe(page);
    expect(brotliDecompressSync(page.br).equals(body)).toBe(true);
    expect(gunzipSync(page.gzip).equals(body)).toBe(true);
    expect(page.br.length).toBeLessThan(body.length);
    expect(cache.set("/b", 200, [], body).etag).toBe(page.etag);
  });

  it("drops the oldest page when full, and everything on clear", () => {
    const cache = new PageCache(2);
    cache.set("/1", 200, [], Buffer.from("1"));
    cache.set("/2", 200, [], Buffer.from("2"));
    cache.set("/3", 200, [], Buffer.from("3"));
    expect(cache.get("/1")).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
