import { afterEach, describe, expect, it, vi } from "vitest";
import { PageCache } from "./page-cache.ts";
import { logStatsWhenChanged } from "./page-cache-report.ts";
import { precompress } from "../http/precompressed.ts";

describe("logStatsWhenChanged", () => {
  afterEach(() => vi.useRealTimers());

  it("logs the cache's figures in each interval in which they changed, and nothing in a quiet one", async () => {
    vi.useFakeTimers();
    const cache = new PageCache(1024 * 1024);
    const lines: unknown[] = [];
    const stop = logStatsWhenChanged(() => cache.stats(), { info: (fields: unknown) => lines.push(fields) }, 1000);

    cache.get("/about");
    cache.set("/about", await precompress(200, [], Buffer.from("<html>about</html>")), cache.generation);
    vi.advanceTimersByTime(1000);
    expect(lines).toEqual([{ pageCache: expect.objectContaining({ entries: 1, misses: 1, hits: 0 }) }]);

    vi.advanceTimersByTime(5000); // nobody asked for anything
    expect(lines).toHaveLength(1);

    cache.get("/about");
    vi.advanceTimersByTime(1000);
    expect(lines.at(-1)).toEqual({ pageCache: expect.objectContaining({ hits: 1, hitRate: 0.5 }) });

    stop();
    cache.get("/about");
    vi.advanceTimersByTime(5000);
    expect(lines).toHaveLength(2);
  });
});
