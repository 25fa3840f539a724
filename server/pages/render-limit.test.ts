import { afterAll, beforeAll, expect, it } from "vitest";
import { genericMessages } from "../../contract/api/errors.ts";
import { testPageBuild } from "../../tests/setup/page-build.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { pagesPlugin } from "./pages-plugin.ts";

// Security review L10: renders the page cache cannot answer, asked for on purpose.
let t: TestApp;
beforeAll(async () => {
  // Uncached renders: twice LIMIT_PER_ADDRESS, so 10 a minute here.
  t = await createTestApp({ LIMIT_PER_ADDRESS: "5/60" }, (app, { env, db }) =>
    app.register(pagesPlugin, { build: testPageBuild(), mode: "production", db, env }),
  );
});
afterAll(() => t.close());

const get = (url: string, remoteAddress = "203.0.113.9", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, remoteAddress, headers });

it("bounds uncached renders per address (404s, own queries, credentials) but never cached pages", async () => {
  expect((await get("/about")).statusCode).toBe(200); // rendered once, then kept
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push((await get(`/no-such-page-${i}`)).statusCode);
  for (let i = 0; i < 3; i++) answers.push((await get(`/calculator?salary=${i}`)).statusCode);
  answers.push((await get("/", "203.0.113.9", { authorization: "x" })).statusCode);
  answers.push((await get("/", "203.0.113.9", { cookie: "__session=x" })).statusCode);
  expect(answers).toEqual([404, 404, 404, 404, 200, 200, 200, 200, 200]);
  const limited = await get("/no-such-page-x");
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ error: genericMessages.tooManyRequests, message: genericMessages.tooManyRequests });
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

  // Pages in the cache are still served to that address, and other addresses are not held up.
  for (let i = 0; i < 20; i++) expect((await get("/about")).statusCode).toBe(200);
  expect((await get("/no-such-page-y", "198.51.100.4")).statusCode).toBe(404);
});
