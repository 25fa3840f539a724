import type { Db } from "../../db/connection.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { listRedirects } from "./redirects.repository.ts";

/**
 * The redirect list in memory (old path → new address), read once per change like the content
 * documents: a request never queries for it. A change here or on another instance (the content
 * bus's "redirects" event) reloads it.
 */
export class RedirectsInForce {
  readonly #db: Db;
  #targets: ReadonlyMap<string, string> = new Map();
  #loading: Promise<void> | undefined;

  constructor(db: Db, content: ContentEvents) {
    this.#db = db;
    content.on((kind) => {
      if (kind === "redirects") void this.reload();
    });
  }

  reload(): Promise<void> {
    const loading = listRedirects(this.#db).then((list) => {
      // The newest load wins: one started later may have finished first.
      if (this.#loading === loading) this.#targets = new Map(list.map((r) => [r.from, r.to]));
    });
    this.#loading = loading;
    return loading;
  }

  /** Resolves when the newest reload has finished: what a change waits for before it answers. */
  loaded(): Promise<void> {
    return this.#loading ?? Promise.resolve();
  }

  get targets(): ReadonlyMap<string, string> {
    return this.#targets;
  }
}
