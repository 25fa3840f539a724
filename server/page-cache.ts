import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Rendered public pages, kept in memory until content changes. Every visitor gets the same HTML
 * (what differs for an editor is decided in the browser), so a page is rendered and compressed
 * once, then served at the speed of a static file. Bounded so that many distinct URLs cannot
 * exhaust memory: the oldest entry goes first.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #maxEntries: number;
  constructor(maxEntries = 500) {
    this.#maxEntries = maxEntries;
  }

  get(key: string): CachedPage | undefined {
    return this.#entries.get(key);
  }

  set(key: string, status: number, headers: [string, string][], body: Buffer): CachedPage {
    const page: CachedPage = {
      status,
      headers,
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(body, { level: 9 }),
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    };
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, page);
    return page;
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
