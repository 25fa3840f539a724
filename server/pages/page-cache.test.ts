import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";
import { precompress, type Precompressed } from "../http/precompressed.ts";

/** A page of exactly `bytes` bytes as the cache counts them. */
const pageOf = (bytes: number): Precompressed => ({
  status: 200,
  headers: [],
  body: Buffer.alloc(bytes),
  br: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
  etag: `"${bytes}"`,
  bytes,
});

describe("PageCache", () => {
  it("stays within its byte bound, dropping the least recently used page first", () => {
    const cache = new PageCache(1000);
    cache.set("/a", pageOf(400), cache.generation);
    cache.set("/b", pageOf(400), cache.generation);
    expect(cache.get("/a")).toBeDefined(); // /b is now the least recently used
    cache.set("/c", pageOf(400), cache.generation);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 800, maxBytes: 1000, evictions: 1 });
  });

  it("counts a replaced page once and never keeps a page larger than the bound", () => {
    const cache = new PageCache(1000);
    cache.set("/a", pageOf(300), cache.generation);
    cache.set("/a", pageOf(500), cache.generation);
    cache.set("/huge", pageOf(1001), cache.generation);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 500, evictions: 0 });
    expect(cache.get("/huge")).toBeUndefined();
  });

  it("does not keep a page whose render began before content changed", () => {
    const cache = new PageCache(1000);
    const started = cache.generation;
    cache.clear(); // a post was published while the page rendered
    cache.set("/blog/1", pageOf(100), started);
    expect(cache.get("/blog/1")).toBeUndefined();
    cache.set("/blog/1", pageOf(100), cache.generation);
    expect(cache.get("/blog/1")).toBeDefined();
  });

  it("reports hits, misses, passes and the hit rate; clear() empties it", () => {
    const cache = new PageCache(1000);
    expect(cache.stats().hitRate).toBe(0);
    cache.get("/a");
    cache.set("/a", pageOf(10), cache.generation);
    cache.get("/a");
    cache.get("/a");
    cache.pass();
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1, passes: 1, entries: 1, bytes: 10 });
    expect(cache.stats().hitRate).toBeCloseTo(2 / 3);
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("counts what a real page holds: its body, both compressed copies and its headers", async () => {
    const body = Buffer.from("<html>" + "hello ".repeat(200) + "</html>");
    const page = await precompress(200, [["content-type", "text/html"]], body);
    expect(page.bytes).toBe(body.length + page.br.length + page.gzip.length + "content-typetext/html".length);
  });
});
