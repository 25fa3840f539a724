import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genericMessages } from "../contract/api/errors.ts";
import { createTestApp, type TestApp } from "../tests/setup/test-app.ts";

describe("hardening", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends the security headers on API answers and no X-Powered-By", async () => {
    for (const url of ["/api/blogs", "/api/products", "/api/blogs/999", "/auth/me", "/api/nothing-here"]) {
      const answer = await t.app.inject({ method: "GET", url });
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("refuses a JSON body above 1 MB with 413 and the error body", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "x".repeat(1024 * 1024 + 10), email: "a@example.com", contact_number: "9876543210" },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ error: genericMessages.payloadTooLarge, message: genericMessages.payloadTooLarge });
  });

  it("refuses bodies holding a NUL character (PostgreSQL cannot store them) with a 400", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "a\u0000b", email: "a@example.com", contact_number: "9876543210" },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: genericMessages.invalidRequest });
  });

  it("answers unknown API and auth paths with the JSON 404 body", async () => {
    for (const url of ["/api/unknown", "/auth/unknown"]) {
      const answer = await t.app.inject({ method: "POST", url, payload: {} });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: genericMessages.notFound, message: genericMessages.notFound });
    }
  });

  it("never shows a stack trace or SQL when the database fails", async () => {
    await sql`drop table posts`.execute(t.db);
    const broken = await t.app.inject({ method: "GET", url: "/api/blogs/1" });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ error: genericMessages.serverError, message: genericMessages.serverError });
    expect(broken.body).not.toMatch(/select|posts|sql|at .*\.ts/i);
  });
});

// Its own app after the first one is closed (one test database at a time per file).
describe("per-route limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    // Enquiries get a sixth of LIMIT_PER_ADDRESS: 2 a minute here.
    limited = await createTestApp({ LIMIT_PER_ADDRESS: "12/60" });
  });
  afterAll(() => limited.close());

  it("limits enquiries per address more tightly than other writes", async () => {
    const enquiry = () =>
      limited.app.inject({
        method: "POST",
        url: "/api/contacts",
        payload: { name: "A", email: "a@example.com", contact_number: "9876543210" },
      });
    expect((await enquiry()).statusCode).toBe(201);
    expect((await enquiry()).statusCode).toBe(201);
    const third = await enquiry();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: genericMessages.tooManyRequests, message: genericMessages.tooManyRequests });
    expect(third.headers["retry-after"]).toBeDefined();
    // Other writes still have their own budget.
    expect((await limited.app.inject({ method: "POST", url: "/api/visitors" })).statusCode).toBe(200);
  });
});
