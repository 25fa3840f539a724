/**
 * What can change. "date": the date in India changed (pages that show today, like the compliance
 * calendar, go stale). "guides", "licences", "services": a guide answer, a licence directory row or
 * a service page's legal lists were edited in the console; "site": the site's contact details were
 * (every page shows them); "figures": a legal figure or due date was entered (the tools and /updates); "content": a page's content document was published (issue 28); "redirects": the owners' redirect list changed (decision 108). A new kind is added here only: the bus between instances carries these.
 */
export const contentKinds = [
  "posts",
  "products",
  "guides",
  "licences",
  "services",
  "site",
  "date",
  "figures",
  "content",
  "redirects",
] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * Tells the caches (rendered pages, serialised API lists) that stored content changed, so they drop
 * what they hold and the next request sees the change at once. Call `changed()` after the write
 * commits. With several instances on one PostgreSQL, `relay()` carries each change to the others
 * (content-bus.ts), which hand it to their own caches through `received()`.
 */
export class ContentEvents {
  readonly #listeners = new Set<(kind: ContentKind) => void>();
  #publish: ((kind: ContentKind) => void) | undefined;
  on(listener: (kind: ContentKind) => void): void {
    this.#listeners.add(listener);
  }
  changed(kind: ContentKind): void {
    this.received(kind);
    this.#publish?.(kind);
  }
  /** A change made by another instance: this process's caches drop it, nothing is sent on. */
  received(kind: ContentKind): void {
    for (const listener of this.#listeners) listener(kind);
  }
  /** Where this process's changes go besides its own caches (one relay; a second replaces it). */
  relay(publish: (kind: ContentKind) => void): void {
    this.#publish = publish;
  }
}
