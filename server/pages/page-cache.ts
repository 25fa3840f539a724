import type { Precompressed } from "../http/precompressed.ts";

/** What the cache holds and how well it serves, for the logs and GET /api/admin/page-cache. */
export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Answers sent from the cache. */
  hits: number;
  /** Lookups that found nothing, so the page was rendered (and kept when it was a 200). */
  misses: number;
  /** Answers rendered without a lookup: declared query keys, credentials, route discovery. */
  passes: number;
  /** Pages dropped to stay within maxBytes. */
  evictions: number;
  /** hits / (hits + misses), 0 before the first lookup. */
  hitRate: number;
}

/**
 * Rendered public pages, kept in memory until content changes. Every visitor gets the same HTML
 * (what differs for an editor is decided in the browser), so a page is rendered and compressed
 * once, then served at the speed of a static file. Bounded by bytes, least recently used out
 * first, so no stream of distinct URLs can exhaust memory.
 */
export class PageCache {
  readonly #entries = new Map<string, Precompressed>();
  readonly #maxBytes: number;
  #bytes = 0;
  #generation = 0;
  #hits = 0;
  #misses = 0;
  #passes = 0;
  #evictions = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /** The stored page for a key, which becomes the most recently used; counts a hit or a miss. */
  get(key: string): Precompressed | undefined {
    const page = this.#entries.get(key);
    if (!page) {
      this.#misses += 1;
      return undefined;
    }
    this.#hits += 1;
    // A Map iterates in insertion order: re-inserting moves the page to the young end.
    this.#entries.delete(key);
    this.#entries.set(key, page);
    return page;
  }

  /** Counts an answer rendered without looking in the cache. */
  pass(): void {
    this.#passes += 1;
  }

  /** Changes on every clear(): a render started before a clear must not be kept after it. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Keeps a page rendered in `generation`, dropping the least recently used pages until all fit.
   * A page from before the last clear (stale content) or larger than the whole bound is not kept.
   */
  set(key: string, page: Precompressed, generation: number): void {
    if (generation !== this.#generation || page.bytes > this.#maxBytes) return;
    this.#remove(key);
    this.#entries.set(key, page);
    this.#bytes += page.bytes;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest, old);
      this.#evictions += 1;
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  stats(): PageCacheStats {
    const lookups = this.#hits + this.#misses;
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      maxBytes: this.#maxBytes,
      hits: this.#hits,
      misses: this.#misses,
      passes: this.#passes,
      evictions: this.#evictions,
      hitRate: lookups === 0 ? 0 : this.#hits / lookups,
    };
  }

  #remove(key: string, page = this.#entries.get(key)): void {
    if (!page) return;
    this.#entries.delete(key);
    this.#bytes -= page.bytes;
  }
}
