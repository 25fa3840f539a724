import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeMessages } from "../../../contract/subscribe.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";

describe("POST /api/subscribe", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribe = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/subscribe", payload: payload as object });

  it("adds an address once and answers a second signup kindly", async () => {
    const first = await subscribe({ email: "  Owner@Example.com " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: subscribeMessages.success });
    const second = await subscribe({ email: "owner@example.com" });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: subscribeMessages.alreadySubscribed });
    const rows = await t.db.selectFrom("subscribers").selectAll().where("email", "=", "owner@example.com").execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a bad address with the error body", async () => {
    for (const payload of [{ email: "not-an-email" }, {}, { email: 42 }, { email: "" }]) {
      const answer = await subscribe(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: subscribeMessages.invalidEmail, message: subscribeMessages.invalidEmail });
    }
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const answer = await subscribe({ email: "bot@example.com", website: "http://spam.example" });
    expect(answer.statusCode).toBe(201);
    expect(await t.db.selectFrom("subscribers").selectAll().where("email", "=", "bot@example.com").execute()).toHaveLength(0);
  });
});
