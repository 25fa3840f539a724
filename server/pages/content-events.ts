/** "date": the date in India changed (pages that show today, like the compliance calendar, go stale). */
export type ContentKind = "posts" | "products" | "date";

/**
 * Tells the caches (rendered pages, serialised API lists) that stored content changed, so they drop
 * what they hold and the next request sees the change at once.
 */
export class ContentEvents {
  readonly #listeners = new Set<(kind: ContentKind) => void>();
  on(listener: (kind: ContentKind) => void): void {
    this.#listeners.add(listener);
  }
  changed(kind: ContentKind): void {
    for (const listener of this.#listeners) listener(kind);
  }
}
