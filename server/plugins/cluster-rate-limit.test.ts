import type { FastifyInstance } from "fastify";
import { afterEach, expect, it } from "vitest";
import { sendOtpPath } from "../../contract/api/auth.ts";
import { genericMessages } from "../../contract/api/errors.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { buildApp } from "../app.ts";

// Two instances of the API on one PostgreSQL: the limits count both together (decision 053).
const url = process.env["DATABASE_URL"];
let a: TestApp | undefined;
let b: FastifyInstance | undefined;
afterEach(async () => {
  await b?.close();
  await a?.close();
});

async function twoInstances(overrides: Record<string, string>) {
  a = await createTestApp(overrides);
  b = await buildApp({ env: a.env, db: a.db, logger: false });
  await b.ready();
  return [a.app, b] as const;
}

it.runIf(url)("counts one address's enquiries over both instances", async () => {
  // Enquiries get a sixth of LIMIT_PER_ADDRESS: 2 a minute here.
  const instances = await twoInstances({ LIMIT_PER_ADDRESS: "12/60" });
  const enquiry = (app: FastifyInstance) =>
    app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "A", email: "a@example.com", contact_number: "9876543210" },
    });
  expect((await enquiry(instances[0])).statusCode).toBe(201);
  expect((await enquiry(instances[1])).statusCode).toBe(201);
  for (const app of instances) {
    const refused = await enquiry(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: genericMessages.tooManyRequests,
      message: genericMessages.tooManyRequests,
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(50);
  }
  // Other writes keep their own budget.
  expect((await instances[1].inject({ method: "POST", url: "/api/visitors" })).statusCode).toBe(200);
});

it.runIf(url)("lets exactly the per-number limit of 10 parallel OTP sends through, spread over both", async () => {
  const instances = await twoInstances({ OTP_LIMIT_PER_NUMBER: "5/900" });
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      instances[i % 2]!.inject({ method: "POST", url: sendOtpPath, payload: { mobileNumber: "9999999999" } }),
    ),
  );
  const codes = answers.map((answer) => answer.statusCode).sort();
  expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
});
