import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer compressed once and sent many times (cached pages, the public JSON lists):
 * @fastify/compress and @fastify/etag would redo both on every request, which is what the caches
 * exist to avoid.
 */
export interface Precompressed {
  status: number;
  /** Sent with every copy (content-type, the page's CSP); validators and encoding are added by send. */
  headers: [string, string][];
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The memory it holds, for caches bounded by bytes. */
  bytes: number;
}

/** Compresses an answer (off the event loop) and names it by the hash of its bytes. */
export async function precompress(status: number, headers: [string, string][], body: Buffer): Promise<Precompressed> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipAsync(body, { level: 9 }),
  ]);
  const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return {
    status,
    headers,
    body,
    br,
    gzip: gz,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    bytes: body.length + br.length + gz.length + headerBytes,
  };
}

/**
 * Whether the client already holds this answer: If-None-Match names its ETag exactly, weakly
 * (`W/"…"`, which browsers send after a proxy re-encoded the body) or in a list, or is `*`
 * (RFC 9110 13.1.2 uses the weak comparison for If-None-Match).
 */
export function holdsCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const held = tag.trim();
    return held === "*" || held.replace(/^W\//, "") === etag;
  });
}

/**
 * Sends a precompressed answer: its headers and ETag, `no-cache` (the browser revalidates, a 304
 * costs no body), then 304 when the client holds it, else brotli, gzip or identity as accepted.
 * HEAD gets exactly these headers without the body (Fastify drops it and keeps Content-Length).
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, answer: Precompressed): FastifyReply {
  for (const [name, value] of answer.headers) reply.header(name, value);
  reply.header("etag", answer.etag).header("cache-control", "no-cache").header("vary", "Accept-Encoding");
  if (holdsCurrent(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  reply.code(answer.status);
  const accepts = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(answer.br);
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(answer.gzip);
  return reply.send(answer.body);
}

/** Below this an answer is sent as it is: compressing it would save less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends an answer rendered for this request only (a page with its own query, such as a tool's
 * answer, an editor's page, a form's answer, a 404), compressed when the client accepts it: brotli
 * at quality 4 or gzip at level 6, which take about a millisecond for a 100 kB page, where the
 * cached pages' quality 9 would take ten times that on every request.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  headers: [string, string][],
  body: Buffer,
): Promise<FastifyReply> {
  for (const [name, value] of headers) reply.header(name, value);
  reply.code(status).header("vary", "Accept-Encoding");
  const accepts = String(request.headers["accept-encoding"] ?? "");
  if (body.length < COMPRESS_FROM_BYTES) return reply.send(body);
  if (/\bbr\b/.test(accepts)) {
    const br = await brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    return reply.header("content-encoding", "br").send(br);
  }
  if (/\bgzip\b/.test(accepts))
    return reply.header("content-encoding", "gzip").send(await gzipAsync(body, { level: 6 }));
  return reply.send(body);
}
