import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** At most this much of a body the app did not read is received and thrown away before answering. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
/** A client that sends nothing for this long is not waited for. */
const DRAIN_IDLE_MS = 10_000;

/**
 * Lets the answer to a refused body reach the client. A browser sends the whole body before it
 * reads any answer; when the server answers early (413 at the Content-Length, a cover above 5 MB,
 * a 401 on an upload) and closes the connection with part of the body still unread, the kernel
 * resets the connection and the browser shows a network error instead of the answer. So before
 * such an answer is sent, the rest of the body is read and discarded, up to DRAIN_LIMIT_BYTES
 * and while the client keeps sending; beyond that the connection is closed after the answer, as
 * before (a client that sends more than that gets no answer, which bounds what a stranger can
 * make the server read).
 */
export const refusedBodyDrainPlugin = fp(async function refusedBodyDrain(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    // `complete` is false while body bytes are still to come (inject() requests have no such flag).
    if (request.raw.complete !== false) return payload;
    if (!(await drain(request.raw))) reply.header("connection", "close");
    return payload;
  });
});

/** Reads the rest of a request body without keeping it; true when it ended within the limits. */
function drain(raw: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let received = 0;
    const finish = (ended: boolean) => {
      clearTimeout(idle);
      raw.off("data", onData).off("end", onEnd).off("close", onClose).off("error", onClose);
      resolve(ended);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_LIMIT_BYTES) return finish(false);
      idle.refresh();
    };
    const idle = setTimeout(() => finish(false), DRAIN_IDLE_MS);
    raw.on("data", onData).on("end", onEnd).on("close", onClose).on("error", onClose);
    // A form parser that gave up may still be piped in and would hold the stream back.
    raw.unpipe();
    raw.resume();
  });
}
