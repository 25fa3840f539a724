import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogsPath } from "../../contract/api/posts.ts";
import { productsPath } from "../../contract/shop/products.ts";
import { bearer, loginAs } from "../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";
import { seedIfEmpty } from "../db/seed.ts";
import { deleteProduct, listProducts } from "../modules/products/products.repository.ts";

describe("the public JSON lists (GET /api/blogs, /api/products)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedIfEmpty(t.db);
  });
  afterAll(() => t.close());

  const send = (method: "GET" | "HEAD", url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers });

  it("answers a GET in full after a HEAD came first, and HEAD with the GET's headers", async () => {
    for (const path of [blogsPath, productsPath]) {
      const first = await send("HEAD", `${path}?x=1`, { "accept-encoding": "br" });
      expect(first.statusCode, path).toBe(200);
      expect(first.body, path).toBe("");
      expect(first.headers["content-type"], path).toContain("application/json");
      const list = await send("GET", `${path}?x=1`, { "accept-encoding": "br" });
      expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString("utf8")), path).toBeInstanceOf(Array);
      for (const name of ["etag", "content-type", "content-encoding", "content-length"]) {
        expect(first.headers[name], `${path} ${name}`).toBe(list.headers[name]);
      }
    }
  });

  it("gives every query string the one list (tracking parameters change nothing)", async () => {
    for (const path of [blogsPath, productsPath]) {
      const plain = await send("GET", path);
      for (const query of ["?utm_source=a", "?fbclid=1&gclid=2", "?page=2"]) {
        const answer = await send("GET", `${path}${query}`);
        expect(answer.headers["etag"], query).toBe(plain.headers["etag"]);
        expect(answer.body, query).toBe(plain.body);
      }
    }
  });

  it("answers 304 to an exact, weak or listed If-None-Match", async () => {
    const etag = (await send("GET", blogsPath)).headers["etag"] as string;
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const answer = await send("GET", blogsPath, { "if-none-match": held });
      expect(answer.statusCode, held).toBe(304);
      expect(answer.body).toBe("");
    }
    expect((await send("GET", blogsPath, { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("gives a signed-in editor the database's list, not the copy another instance's change has not yet dropped", async () => {
    const titles = (body: string) => (JSON.parse(body) as { title: string }[]).map((p) => p.title);
    const cached = titles((await send("GET", productsPath)).body);
    const [gone] = await listProducts(t.db);
    // A delete through another instance: the row is gone, this instance's notification not yet in.
    await deleteProduct(t.db, gone!.id);

    expect(titles((await send("GET", productsPath)).body)).toEqual(cached);
    const token = await loginAs(t);
    const editors = await send("GET", productsPath, bearer(token));
    expect(editors.statusCode).toBe(200);
    expect(editors.headers["cache-control"]).toBe("no-store");
    expect(titles(editors.body)).toEqual(cached.filter((title) => title !== gone!.title));
    // A made-up token is a visitor's read.
    expect(titles((await send("GET", productsPath, bearer("x".repeat(40)))).body)).toEqual(cached);
  });
});
