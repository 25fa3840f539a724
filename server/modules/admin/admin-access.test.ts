import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genericMessages } from "../../../contract/api/errors.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { seedEnquiry, sessionToken } from "../../../tests/setup/console-fixtures.ts";

/** Every console call, with a body that would be valid for an editor. */
const calls: { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: object }[] = [
  { method: "GET", url: "/api/admin/enquiries" },
  { method: "GET", url: "/api/admin/enquiries?format=csv" },
  { method: "PATCH", url: "/api/admin/enquiries/1", payload: { status: "contacted" } },
  { method: "POST", url: "/api/admin/enquiries/1/notes", payload: { text: "Called" } },
  { method: "GET", url: "/api/admin/enquiries/morning" },
  { method: "GET", url: "/api/admin/analytics?from=2026-11-01&to=2026-11-27" },
  { method: "GET", url: "/api/admin/orders" },
  { method: "GET", url: "/api/admin/orders?format=csv" },
  { method: "PATCH", url: "/api/admin/orders/1", payload: { status: "fulfilled" } },
  { method: "POST", url: "/api/admin/orders/1/resend-confirmation" },
  { method: "GET", url: "/api/admin/subscribers" },
  { method: "GET", url: "/api/admin/subscribers?format=csv" },
  { method: "DELETE", url: "/api/admin/subscribers/1" },
  { method: "PATCH", url: "/api/admin/posts/1" },
  { method: "DELETE", url: "/api/admin/posts/1" },
  {
    method: "PATCH",
    url: "/api/admin/products/1",
    payload: { title: "X", category: "TRAINING", image: "/x.png", price: 1, description: "X" },
  },
  { method: "DELETE", url: "/api/admin/products/1" },
  { method: "GET", url: "/api/admin/editors" },
  { method: "POST", url: "/api/admin/editors", payload: { mobile: "9876543210" } },
  { method: "DELETE", url: "/api/admin/editors/9999999999" },
  { method: "DELETE", url: "/api/admin/editors/9999999999/sessions" },
  { method: "GET", url: "/api/admin/audit" },
  { method: "GET", url: "/api/admin/newsletters" },
  { method: "POST", url: "/api/admin/newsletters", payload: { subject: "X", html: "<p>X</p>" } },
  { method: "GET", url: "/api/admin/newsletters/1" },
  { method: "PATCH", url: "/api/admin/newsletters/1", payload: { subject: "X", html: "<p>X</p>" } },
  { method: "DELETE", url: "/api/admin/newsletters/1" },
  { method: "GET", url: "/api/admin/newsletters/1/preview" },
  { method: "POST", url: "/api/admin/newsletters/1/test", payload: { email: "me@example.com" } },
  { method: "POST", url: "/api/admin/newsletters/1/send" },
  { method: "GET", url: "/api/admin/newsletters/1/recipients" },
  { method: "GET", url: "/api/admin/personal-data?q=asha@example.com" },
  { method: "GET", url: "/api/admin/personal-data/export?q=asha@example.com" },
  { method: "POST", url: "/api/admin/personal-data/erase", payload: { q: "asha@example.com" } },
  { method: "GET", url: "/api/admin/media" },
  { method: "POST", url: "/api/admin/media" },
  { method: "PATCH", url: "/api/admin/media/1", payload: { alt: "X" } },
  { method: "DELETE", url: "/api/admin/media/1" },
];

describe("the console API refuses anyone but a verified editor", () => {
  let t: TestApp;
  let strangerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedEnquiry(t, { name: "Asha", email: "asha@example.com", contact_number: "9876543210" });
    // A real session whose mobile is not (or no longer) on the editors list.
    strangerToken = await sessionToken(t, "8888888888");
  });
  afterAll(() => t.close());

  it.each(calls)("$method $url without a token: 401 with the error body", async ({ method, url, payload }) => {
    const answer = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: genericMessages.unauthorized, message: genericMessages.unauthorized });
  });

  it.each(calls)("$method $url with a made-up token: 401", async ({ method, url, payload }) => {
    const answer = await t.app.inject({
      method,
      url,
      headers: { authorization: "Bearer not-a-real-token-0123456789abcdef" },
      ...(payload ? { payload } : {}),
    });
    expect(answer.statusCode).toBe(401);
  });

  it.each(calls)(
    "$method $url with a non-editor's token: 403 with the error body",
    async ({ method, url, payload }) => {
      const answer = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${strangerToken}` },
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: genericMessages.forbidden, message: genericMessages.forbidden });
    },
  );

  it("changed nothing and logged nothing for the refused calls", async () => {
    const enquiry = await t.db.selectFrom("enquiries").select("status").executeTakeFirstOrThrow();
    expect(enquiry.status).toBe("new");
    expect(await t.db.selectFrom("newsletters").select("id").execute()).toHaveLength(0);
    expect(await t.db.selectFrom("editors").select("mobile").execute()).toEqual([{ mobile: "9999999999" }]);
    const audit = await t.db.selectFrom("audit_log").select("id").execute();
    expect(audit).toHaveLength(0);
  });
});
