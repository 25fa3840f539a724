import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genericMessages } from "../../contract/api/errors.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { loginAs, multipart } from "../../tests/setup/api-helpers.ts";
import { DRAIN_LIMIT_BYTES } from "./refused-body-drain.ts";

/**
 * Sends one raw HTTP request the way a browser does (no `Expect: 100-continue`: the headers, then
 * the whole body without waiting for an answer, in 64 KB pieces as a network delivers them, going
 * on when the server has finished its side), then reads until the connection closes: answers what
 * arrived and the socket error, if any.
 */
function rawRequest(port: number, head: string, body: Buffer): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on("data", (chunk) => received.push(chunk));
    socket.on("error", (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on("close", () => resolve({ answer: Buffer.concat(received).toString("latin1"), error }));
    socket.write(head);
    void (async () => {
      for (let at = 0; at < body.length && !socket.destroyed; at += 64 * 1024) {
        await new Promise((written) => socket.write(body.subarray(at, at + 64 * 1024), written));
        await new Promise((later) => setTimeout(later, 2));
      }
      socket.end();
    })();
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const jsonOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as unknown;

/** The whole body went out, and the 413 with the error body came back. */
function expectTooLarge({ answer, error }: { answer: string; error?: string }) {
  expect(error).toBeUndefined();
  expect(statusOf(answer)).toBe(413);
  expect(jsonOf(answer)).toEqual({ error: genericMessages.payloadTooLarge, message: genericMessages.payloadTooLarge });
}

describe("a refused request body", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("answers a 2 MB JSON body sent in full with 413 and the error body, not a reset connection", async () => {
    const body = Buffer.from(
      JSON.stringify({ name: "x".repeat(2 * 1024 * 1024), email: "a@example.com", contact_number: "9876543210" }),
    );
    const head =
      "POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${body.length}\r\n\r\n`;
    expectTooLarge(await rawRequest(port, head, body));
  });

  it("answers a chunked body that grows past the limit with 413 and the error body", async () => {
    const chunk = Buffer.alloc(256 * 1024, "x");
    const chunks = Array.from({ length: 8 }, () =>
      Buffer.concat([Buffer.from("40000\r\n"), chunk, Buffer.from("\r\n")]),
    );
    const body = Buffer.concat([...chunks, Buffer.from("0\r\n\r\n")]);
    const head =
      "POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      "Transfer-Encoding: chunked\r\n\r\n";
    expectTooLarge(await rawRequest(port, head, body));
  });

  it("answers a cover above 5 MB in a browser's form post with 413 and the error body", async () => {
    const token = await loginAs(t);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(6 * 1024 * 1024),
    ]);
    const { payload, headers } = multipart({
      title: "A post",
      content: "<p>text</p>",
      coverImage: { filename: "cover.png", contentType: "image/png", data: png },
    });
    const head =
      `POST /api/blogs HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: ${headers["content-type"]}\r\nContent-Length: ${payload.length}\r\n\r\n`;
    const { answer, error } = await rawRequest(port, head, payload);
    expect(error).toBeUndefined();
    expect(statusOf(answer)).toBe(413);
    expect(jsonOf(answer)).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it("stops reading a refused body past the drain limit and closes the connection", async () => {
    const body = Buffer.alloc(DRAIN_LIMIT_BYTES + 8 * 1024 * 1024, "x");
    const head =
      "POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { error } = await rawRequest(port, head, body);
    expect(error).toMatch(/EPIPE|ECONNRESET/);
  });
});
