import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tests/setup/test-app.ts";
import { loggableUrl } from "./loggable-url.ts";

describe("loggableUrl", () => {
  it("drops query values and a download link's signature, and keeps the rest", () => {
    expect(loggableUrl("/orders/12.data?key=abc&_routes=routes%2Forder")).toBe(
      "/orders/12.data?key=[redacted]&_routes=[redacted]",
    );
    expect(loggableUrl("/downloads/12/3/1795500353/c2lnbmF0dXJl")).toBe("/downloads/12/3/1795500353/[redacted]");
    expect(loggableUrl("/blog")).toBe("/blog");
    expect(loggableUrl("/blog?")).toBe("/blog");
  });
});

// Security review L3: whoever reads the request log must not find a link's secret in it.
describe("the request log", () => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, undefined, log);
  });
  afterAll(() => t.close());

  it("holds no order key, token, signature or e-mail address of the URLs it records", async () => {
    const secrets = ["ORDERKEY0123456789", "TOKEN0123456789", "DOWNLOADSIG0123456789", "REMINDERSIG0123456789"];
    const calls = [
      { method: "GET", url: `/orders/1/pay?key=${secrets[0]}` },
      { method: "GET", url: `/mailing-list/confirm?token=${secrets[1]}` },
      { method: "GET", url: `/downloads/1/2/1795500353/${secrets[2]}` },
      { method: "POST", url: `/api/reminders/stop?email=someone%40example.com&sig=${secrets[3]}` },
      { method: "GET", url: `/api/nothing-here?key=${secrets[0]}` },
    ] as const;
    for (const call of calls) await t.app.inject(call);
    const requests = log.filter((line) => line.includes('"msg":"request"'));
    expect(requests).toHaveLength(calls.length);
    for (const secret of [...secrets, "someone"]) expect(log.filter((line) => line.includes(secret))).toEqual([]);
    expect(requests[0]).toContain('"url":"/orders/1/pay?key=[redacted]"');
  });
});
