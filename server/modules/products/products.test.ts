import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genericMessages } from "../../../contract/api/errors.ts";
import { productMessages, type Product } from "../../../contract/shop/products.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { bearer, loginAs } from "../../../tests/setup/api-helpers.ts";

const valid = {
  title: "Gratuity Calculator",
  category: "BUSINESS TOOLS",
  image: "https://example.com/g.png",
  price: 499.99,
  originalPrice: 799,
  description: "A calculator for gratuity under the Code on Social Security.",
  onSale: true,
};

describe("products API", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginAs(t);
  });
  afterAll(() => t.close());

  const create = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
    t.app.inject({ method: "POST", url: "/api/products", payload: payload as object, headers });

  it("creates a product for an editor and stores money in paise", async () => {
    const answer = await create({ ...valid, unknownField: "ignored" });
    expect(answer.statusCode).toBe(201);
    const { message, product } = answer.json<{ message: string; product: Product }>();
    expect(message).toBe(productMessages.created);
    expect(product).toMatchObject({ ...valid, rating: 0 });
    const row = await t.db.selectFrom("products").selectAll().where("id", "=", product.id).executeTakeFirstOrThrow();
    expect([row.price_paise, row.original_price_paise]).toEqual([49999, 79900]);
    const list = (await t.app.inject({ method: "GET", url: "/api/products" })).json<Product[]>();
    expect(list.find((p) => p.id === product.id)).toEqual(product);
  });

  it("accepts a product without original price", async () => {
    const answer = await create({ ...valid, originalPrice: null, onSale: undefined });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<{ product: Product }>().product).toMatchObject({ originalPrice: null, onSale: false });
  });

  it("refuses each broken field with the spec's message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "  " }, "title", productMessages.titleRequired],
      [{ category: "" }, "category", productMessages.categoryRequired],
      [{ category: "SOMETHING ELSE" }, "category", productMessages.categoryRequired],
      [{ image: "" }, "image", productMessages.imageRequired],
      [{ image: "javascript:alert(1)" }, "image", productMessages.imageInvalid],
      [{ price: 0 }, "price", productMessages.priceInvalid],
      [{ price: "12" }, "price", productMessages.priceInvalid],
      [{ price: -5 }, "price", productMessages.priceInvalid],
      [{ originalPrice: 0 }, "originalPrice", productMessages.originalPriceInvalid],
      [{ originalPrice: "abc" }, "originalPrice", productMessages.originalPriceInvalid],
      [{ description: "" }, "description", productMessages.descriptionRequired],
    ];
    for (const [change, field, message] of cases) {
      const answer = await create({ ...valid, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json()).toMatchObject({ error: message, message, fields: { [field]: message } });
    }
  });

  it("lets only editors create products", async () => {
    const before = (await t.db.selectFrom("products").select("id").execute()).length;
    const anonymous = await create(valid, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: genericMessages.unauthorized });
    // An invalid body from a stranger is still a 401: nothing is read before the guard.
    expect((await create({}, {})).statusCode).toBe(401);
    expect((await t.db.selectFrom("products").select("id").execute()).length).toBe(before);
  });

  it("serves the list with an ETag and 304, refreshed after a change", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/products" });
    const etag = first.headers.etag as string;
    expect(
      (await t.app.inject({ method: "GET", url: "/api/products", headers: { "if-none-match": `W/${etag}` } }))
        .statusCode,
    ).toBe(304);
    await create({ ...valid, title: "Newest product" });
    const after = await t.app.inject({ method: "GET", url: "/api/products", headers: { "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json<Product[]>().at(-1)!.title).toBe("Newest product");
  });

  it("sends the list brotli-compressed to clients that accept it", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/products" });
    const br = await t.app.inject({
      method: "GET",
      url: "/api/products",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
  });
});
