import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Entry {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * A JSON answer serialised (and compressed) once per content change instead of once per request
 * (GET /api/blogs, GET /api/products). `invalidate()` is wired to app.content; a load that
 * overlaps an invalidation is answered but not kept, so a stale list is never cached.
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

  async #build(): Promise<Entry> {
    const body = Buffer.from(JSON.stringify(await this.#load()), "utf8");
    const [br, gz] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }), gzipAsync(body, { level: 6 })]);
    return { body, br, gzip: gz, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  }

  /** Sends the list with its ETag (compressed when the client accepts it), or 304 when the client holds it. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const entry = await this.get();
    reply.header("etag", entry.etag).header("cache-control", "no-cache").header("vary", "Accept-Encoding");
    const held = String(request.headers["if-none-match"] ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (held.includes(entry.etag)) return reply.code(304).send();
    reply.type("application/json; charset=utf-8");
    const accepts = String(request.headers["accept-encoding"] ?? "");
    if (/\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(entry.br);
    if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(entry.gzip);
    return reply.send(entry.body);
  }
}
