import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { otpSms } from "./templates.ts";
import { msg91Provider, providersFromEnv } from "./providers.ts";

const authKey = "test-auth-key-3f9a1c7e5b2d4680";
const templateId = "65f0c0ffee1234567890abcd";

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the stand-in MSG91 answers next: a status and a body, or nothing at all (hang). */
type Answer = { status: number; body: string } | "hang";

/** A real HTTP server on loopback standing in for control.msg91.com. */
let server: Server;
let baseUrl: string;
const received: Received[] = [];
let answer: Answer = { status: 200, body: "{}" };
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      if (answer === "hang") {
        hanging.push(res);
        return;
      }
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  received.length = 0;
  for (const res of hanging.splice(0)) res.destroy();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const provider = (timeoutMs?: number) => msg91Provider({ authKey, templateId, baseUrl, timeoutMs });
const failure = async (promise: Promise<unknown>): Promise<Error> => {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error("expected the send to fail");
};

describe("MSG91 adapter against a loopback MSG91", () => {
  it("POSTs the flow request MSG91 documents and resolves on its success answer", async () => {
    answer = { status: 200, body: JSON.stringify({ message: "3569686c4d59363134363330", type: "success" }) };
    const message = otpSms("9876543210", "482913");
    await expect(provider().send(message)).resolves.toBeUndefined();

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/api/v5/flow");
    expect(request!.headers["authkey"]).toBe(authKey);
    expect(request!.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(request!.body)).toEqual({
      template_id: templateId,
      recipients: [{ mobiles: "919876543210", message: message.text, otp: "482913" }],
    });
  });

  it("uses the configured variable names and sends no code variable when the text has no code", async () => {
    answer = { status: 200, body: JSON.stringify({ message: "id", type: "success" }) };
    const send = msg91Provider({
      authKey,
      templateId,
      baseUrl: `${baseUrl}/`,
      textVariable: "VAR1",
      codeVariable: "code",
    });
    await send.send({ channel: "sms", to: "9123456789", subject: "Hello", text: "Your order is ready." });
    expect(received[0]!.url).toBe("/api/v5/flow");
    expect(JSON.parse(received[0]!.body).recipients).toEqual([
      { mobiles: "919123456789", VAR1: "Your order is ready." },
    ]);
  });

  it("rejects a 401 with MSG91's reason and without the key", async () => {
    answer = { status: 401, body: JSON.stringify({ message: "Authentication failure", type: "error", code: "418" }) };
    const err = await failure(provider().send(otpSms("9876543210", "111111")));
    expect(err.message).toBe("MSG91: HTTP 401 error: Authentication failure");
    expect(err.message).not.toContain(authKey);
  });

  it("rejects a 200 whose JSON says type error, and masks the key if MSG91 echoes it", async () => {
    answer = { status: 200, body: JSON.stringify({ message: `Invalid authkey ${authKey}`, type: "error" }) };
    const err = await failure(provider().send(otpSms("9876543210", "222222")));
    expect(err.message).toMatch(/^MSG91: HTTP 200 error: Invalid authkey/);
    expect(err.message).not.toContain(authKey);
  });

  it("rejects a 5xx that is not JSON", async () => {
    answer = { status: 502, body: "<html>Bad Gateway</html>" };
    const err = await failure(provider().send(otpSms("9876543210", "333333")));
    expect(err.message).toBe("MSG91: HTTP 502");
  });

  it("gives up on a server that never answers after the timeout", async () => {
    answer = "hang";
    const started = Date.now();
    const err = await failure(provider(300).send(otpSms("9876543210", "444444")));
    expect(err.message).toBe("MSG91: no answer within 300 ms");
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(received).toHaveLength(1);
  });

  it("rejects a recipient that is not a 10-digit mobile without calling MSG91", async () => {
    const err = await failure(provider().send({ channel: "sms", to: "+919876543210", subject: "x", text: "x" }));
    expect(err.message).toMatch(/not a 10-digit/);
    expect(received).toHaveLength(0);
  });

  it("reports an unreachable gateway without the key", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await failure(
      msg91Provider({ authKey, templateId, baseUrl: `http://127.0.0.1:${port}` }).send(otpSms("9876543210", "555555")),
    );
    expect(err.message).toMatch(/^MSG91: request failed: /);
    expect(err.message).not.toContain(authKey);
  });
});

describe("providersFromEnv with SMS_PROVIDER=msg91", () => {
  const log = { info: () => undefined } as unknown as FastifyBaseLogger;
  const env = { MAIL_TRANSPORT: "console", MAIL_FROM: "x <x@example.com>", OUTBOX_FILE: "/dev/null" };

  it("sends SMS through MSG91 with the environment's key, template and base URL", async () => {
    answer = { status: 200, body: JSON.stringify({ message: "id", type: "success" }) };
    const providers = providersFromEnv(
      {
        ...env,
        SMS_PROVIDER: "msg91",
        MSG91_AUTH_KEY: authKey,
        MSG91_TEMPLATE_ID: templateId,
        MSG91_BASE_URL: baseUrl,
        MSG91_TEXT_VARIABLE: "text",
        MSG91_CODE_VARIABLE: "otp",
      },
      log,
    );
    await providers.sms.send(otpSms("9999999999", "654321"));
    expect(received).toHaveLength(1);
    expect(received[0]!.headers["authkey"]).toBe(authKey);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      template_id: templateId,
      recipients: [{ mobiles: "919999999999", otp: "654321" }],
    });
    expect(JSON.parse(received[0]!.body).recipients[0].text).toContain("654321");
  });

  it("refuses msg91 without its credentials", () => {
    expect(() => providersFromEnv({ ...env, SMS_PROVIDER: "msg91" }, log)).toThrow(/MSG91_AUTH_KEY/);
  });
});

describe("staff OTP login with SMS_PROVIDER=msg91", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: authKey,
      MSG91_TEMPLATE_ID: templateId,
      MSG91_BASE_URL: baseUrl,
    });
  });
  afterAll(() => t.close());

  it("retries after MSG91 refuses, then delivers a code that logs in", async () => {
    answer = { status: 401, body: JSON.stringify({ message: "Authentication failure", type: "error" }) };
    expect(
      (await t.app.inject({ method: "POST", url: "/auth/send-otp", payload: { mobileNumber: "9999999999" } }))
        .statusCode,
    ).toBe(200);
    expect(await t.app.outboxWorker.drain()).toBe(0);
    const pending = await t.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(pending).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "MSG91: HTTP 401 error: Authentication failure",
    });

    answer = { status: 200, body: JSON.stringify({ message: "3569686c4d59363134363330", type: "success" }) };
    expect(await t.app.outboxWorker.drain(new Date(Date.now() + 60 * 60_000))).toBe(1);
    expect(received).toHaveLength(2);
    const recipient = JSON.parse(received[1]!.body).recipients[0] as Record<string, string>;
    expect(recipient["mobiles"]).toBe("919999999999");
    expect(recipient["otp"]).toMatch(/^\d{6}$/);
    expect(recipient["message"]).toContain(recipient["otp"]);
    expect(
      await t.db.selectFrom("outbox").select(["status", "attempts", "last_error"]).executeTakeFirstOrThrow(),
    ).toEqual({ status: "sent", attempts: 2, last_error: null });

    const login = await t.app.inject({
      method: "POST",
      url: "/auth/verify-otp",
      payload: { mobileNumber: "9999999999", otp: recipient["otp"] },
    });
    expect(login.statusCode).toBe(200);
  });
});
