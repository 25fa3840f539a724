import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";

describe("visitors API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the count and counts a visit", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/visitors" });
    expect(before.statusCode).toBe(200);
    const start = before.json<{ count: number }>().count;
    const after = await t.app.inject({ method: "POST", url: "/api/visitors" });
    expect(after.json()).toEqual({ count: start + 1 });
    expect((await t.app.inject({ method: "GET", url: "/api/visitors" })).json()).toEqual({ count: start + 1 });
  });

  it("counts 500 simultaneous visits exactly", async () => {
    const start = (await t.app.inject({ method: "GET", url: "/api/visitors" })).json<{ count: number }>().count;
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => t.app.inject({ method: "POST", url: "/api/visitors" })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const counts = answers.map((a) => a.json<{ count: number }>().count).sort((a, b) => a - b);
    expect(new Set(counts).size).toBe(500);
    expect(counts.at(-1)).toBe(start + 500);
    expect((await t.app.inject({ method: "GET", url: "/api/visitors" })).json()).toEqual({ count: start + 500 });
  });
});
