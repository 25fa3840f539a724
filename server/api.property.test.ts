import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendOtpRequestSchema, verifyOtpRequestSchema } from "../contract/api/auth.schema.ts";
import { contactRequestSchema } from "../contract/api/contacts.schema.ts";
import { orderRequestSchema } from "../contract/shop/orders.schema.ts";
import { postCreateFieldsSchema } from "../contract/api/posts.schema.ts";
import { productCreateSchema } from "../contract/shop/products.schema.ts";
import { subscribeRequestSchema } from "../contract/api/subscribe.schema.ts";
import { createTestApp, type TestApp } from "../tests/setup/test-app.ts";
import { seedIfEmpty } from "./db/seed.ts";
import { bearer, loginAs, multipart } from "../tests/setup/api-helpers.ts";

interface Schema {
  safeParse(value: unknown): { success: boolean };
}

/**
 * Property tests: whatever a client throws at a POST, the answer is never a 5xx, and every refusal
 * carries the error body (OPERATING.md). Generated bodies mix the real field names with hostile values.
 */
describe("every POST survives generated bad bodies", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ OTP_LIMIT_PER_NUMBER: "100000/60" });
    await seedIfEmpty(t.db);
    token = await loginAs(t);
  });
  afterAll(() => t.close());

  const hostileString = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.constantFrom(
      "",
      " ",
      "\u0000",
      "0",
      "-1",
      "1e309",
      "NaN",
      "<script>alert(1)</script>",
      "'; drop table posts; --",
      "9999999999",
      "123456",
      "DISCOUNT10",
      "review",
      "javascript:alert(1)",
      "a".repeat(5000),
    ),
  );
  const hostileValue = fc.oneof(
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 3 }),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  );
  const bodyWith = (keys: string[]) =>
    fc.oneof(
      fc.dictionary(fc.constantFrom(...keys, "website", "extra", "__proto__", "constructor"), hostileValue, {
        maxKeys: keys.length + 2,
      }),
      fc.jsonValue({ maxDepth: 3 }),
    );

  const expectRefusalShape = (status: number, body: string, context: unknown) => {
    expect(status, JSON.stringify(context)).toBeLessThan(500);
    if (status >= 400) {
      const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
      expect(typeof parsed.error, body).toBe("string");
      expect(parsed.message).toBe(parsed.error);
    }
  };

  // Each route's field names and the contract schema a body must pass to be accepted (null: no body needed).
  const jsonRoutes: [string, string[], Schema | null, boolean][] = [
    ["/api/subscribe", ["email"], subscribeRequestSchema, false],
    ["/api/contacts", ["name", "email", "contact_number"], contactRequestSchema, false],
    [
      "/api/orders",
      [
        "email",
        "firstName",
        "lastName",
        "address",
        "city",
        "state",
        "pinCode",
        "phone",
        "items",
        "total",
        "coupon",
        "note",
      ],
      orderRequestSchema,
      false,
    ],
    [
      "/api/products",
      ["title", "category", "image", "price", "originalPrice", "description", "onSale"],
      productCreateSchema,
      true,
    ],
    [
      "/api/blogs",
      ["title", "content", "tag", "category", "rating", "excerpt", "author"],
      postCreateFieldsSchema,
      true,
    ],
    ["/auth/send-otp", ["mobileNumber"], sendOtpRequestSchema, false],
    ["/auth/verify-otp", ["mobileNumber", "otp"], verifyOtpRequestSchema, false],
    ["/auth/logout", [], null, false],
    ["/api/visitors", [], null, false],
  ];

  for (const [url, keys, schema, needsEditor] of jsonRoutes) {
    it(`POST ${url} answers generated JSON bodies with a 4xx and the error body unless they are valid`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyWith(keys), async (body) => {
          const answer = await t.app.inject({
            method: "POST",
            url,
            payload: JSON.stringify(body),
            headers: { "content-type": "application/json", ...(needsEditor ? bearer(token) : {}) },
          });
          expectRefusalShape(answer.statusCode, answer.body, body);
          if (schema && !schema.safeParse(body).success)
            expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 60 },
      );
    });
  }

  it("orders with generated items never reach a 5xx", async () => {
    const item = fc.record(
      {
        id: fc.oneof(fc.integer(), fc.string(), fc.double(), fc.constant(null)),
        quantity: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double()),
        price: fc.double(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { maxLength: 120 }),
        fc.oneof(fc.double(), fc.integer(), fc.string()),
        fc.option(hostileString),
        async (items, total, coupon) => {
          const payload = {
            email: "a@example.com",
            firstName: "A",
            lastName: "B",
            address: "C",
            city: "D",
            pinCode: "1",
            phone: "2",
            items,
            total,
            coupon,
          };
          const answer = await t.app.inject({ method: "POST", url: "/api/orders", payload });
          expectRefusalShape(answer.statusCode, answer.body, payload);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("raw garbage with any content type never causes a 5xx", async () => {
    const contentType = fc.constantFrom(
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
    );
    const urls = fc.constantFrom(...jsonRoutes.map(([url]) => url));
    await fc.assert(
      fc.asyncProperty(
        urls,
        contentType,
        fc.oneof(
          fc.string(),
          fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
        ),
        async (url, type, payload) => {
          const headers: Record<string, string> = { ...bearer(token) };
          if (type) headers["content-type"] = type;
          const answer = await t.app.inject({ method: "POST", url, payload, headers });
          expectRefusalShape(answer.statusCode, answer.body, { url, type });
        },
      ),
      { numRuns: 120 },
    );
  });

  it("GET /api/blogs/{id} answers any id with the post or a 404 error body", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ minLength: 1 }), fc.integer().map(String), fc.double().map(String)),
        async (id) => {
          const answer = await t.app.inject({ method: "GET", url: `/api/blogs/${encodeURIComponent(id)}` });
          expect([200, 404], id).toContain(answer.statusCode);
          if (answer.statusCode === 404) expect(answer.json()).toMatchObject({ error: expect.any(String) });
        },
      ),
      { numRuns: 100 },
    );
  });

  it("any Authorization header on a staff call is a 401, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `Bearer ${s}`),
          fc.base64String({ minLength: 20, maxLength: 80 }).map((s) => `Bearer ${s}`),
        ),
        async (authorization) => {
          const answer = await t.app.inject({
            method: "GET",
            url: "/auth/me",
            headers: { authorization: authorization.replace(/[\r\n]/g, "") },
          });
          expect(answer.statusCode, authorization).toBe(401);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("POST /api/blogs with generated multipart forms and files", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const file = fc.record({
      filename: fc.constantFrom("a.png", "../../etc/passwd", "x.svg", "", "a.php"),
      contentType: fc.constantFrom("image/png", "image/svg+xml", "text/html", "application/octet-stream"),
      data: fc.oneof(
        fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)),
        fc.uint8Array({ maxLength: 500 }).map((a) => Buffer.concat([png, Buffer.from(a)])),
      ),
    });
    const fields = fc.dictionary(
      fc.constantFrom("title", "content", "tag", "category", "rating", "excerpt", "author", "other"),
      hostileString.filter((s) => !s.includes("\r\n--")),
      { maxKeys: 8 },
    );
    await fc.assert(
      fc.asyncProperty(
        fields,
        fc.option(file),
        fc.constantFrom("coverImage", "image", "coverImage"),
        async (textFields, cover, fileField) => {
          const parts: Parameters<typeof multipart>[0] = { ...textFields };
          if (cover) parts[fileField] = cover;
          const { payload, headers } = multipart(parts);
          const answer = await t.app.inject({
            method: "POST",
            url: "/api/blogs",
            payload,
            headers: { ...headers, ...bearer(token) },
          });
          expectRefusalShape(answer.statusCode, answer.body, textFields);
        },
      ),
      { numRuns: 80 },
    );
  });
});
