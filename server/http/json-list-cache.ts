import type { FastifyReply, FastifyRequest } from "fastify";
import { precompress, sendCompressed, sendPrecompressed, type Precompressed } from "./precompressed.ts";

const jsonHeaders: [string, string][] = [["content-type", "application/json; charset=utf-8"]];

/**
 * A JSON answer serialised (and compressed) once per content change instead of once per request
 * (GET /api/blogs, GET /api/products). One entry per list: the query string is never part of it,
 * and HEAD is answered from it like GET. `invalidate()` is wired to app.content; a load that
 * overlaps an invalidation is answered but not kept, so a stale list is never cached.
 *
 * An editor's read skips the entry (`fresh`): with several instances, the console's reload right
 * after a change made through one instance can reach another before its notification has dropped
 * the entry there, and the editor would see the row they just deleted still listed.
 */
export class JsonListCache {
  readonly #load: () => Promise<unknown>;
  #entry: Precompressed | undefined;
  #pending: Promise<Precompressed> | undefined;
  #version = 0;

  constructor(load: () => Promise<unknown>) {
    this.#load = load;
  }

  invalidate(): void {
    this.#version += 1;
    this.#entry = undefined;
    this.#pending = undefined;
  }

  /**
   * Sends the list with its ETag (compressed when the client accepts it), or 304 when the client
   * holds it; `fresh` reads the database instead and sends that answer, kept nowhere.
   */
  async send(request: FastifyRequest, reply: FastifyReply, fresh = false): Promise<FastifyReply> {
    if (!fresh) return sendPrecompressed(request, reply, await this.#get());
    reply.header("cache-control", "no-store");
    return sendCompressed(request, reply, 200, jsonHeaders, Buffer.from(JSON.stringify(await this.#load()), "utf8"));
  }

  #get(): Promise<Precompressed> {
    if (this.#entry) return Promise.resolve(this.#entry);
    if (this.#pending) return this.#pending;
    const version = this.#version;
    const pending = this.#build().then((entry) => {
      if (version === this.#version) this.#entry = entry;
      return entry;
    });
    this.#pending = pending;
    // A failed load is not remembered: the next request tries again.
    const forget = () => {
      if (this.#pending === pending) this.#pending = undefined;
    };
    pending.then(forget, forget);
    return pending;
  }

  async #build(): Promise<Precompressed> {
    return precompress(200, jsonHeaders, Buffer.from(JSON.stringify(await this.#load()), "utf8"));
  }
}
