import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

interface Entry {
  body: string;
  etag: string;
}

/**
 * A JSON answer serialised once per content change instead of once per request (GET /api/blogs,
 * GET /api/products). `invalidate()` is wired to app.content; a load that overlaps an
 * invalidation is answered but not kept, so a stale list is never cached.
 */
export class JsonListCache {
  readonly #load: () => Promise<unknown>;
  #entry: Entry | undefined;
  #pending: Promise<Entry> | undefined;
  #version = 0;

  constructor(load: () => Promise<unknown>) {
    this.#load = load;
  }

  invalidate(): void {
    this.#version += 1;
    this.#entry = undefined;
    this.#pending = undefined;
  }

  get(): Promise<Entry> {
    if (this.#entry) return Promise.resolve(this.#entry);
    if (this.#pending) return this.#pending;
    const version = this.#version;
    const pending = this.#load().then((value) => {
      const body = JSON.stringify(value);
      const entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
      if (version === this.#version) this.#entry = entry;
      return entry;
    });
    this.#pending = pending;
    // A failed load is not remembered: the next request tries again.
    pending.then(
      () => this.#pending === pending && (this.#pending = undefined),
      () => this.#pending === pending && (this.#pending = undefined),
    );
    return pending;
  }

  /** Sends the list with its ETag, or 304 when the client already holds it. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const entry = await this.get();
    reply.header("etag", entry.etag).header("cache-control", "no-cache");
    const held = String(request.headers["if-none-match"] ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (held.includes(entry.etag)) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(entry.body);
  }
}
