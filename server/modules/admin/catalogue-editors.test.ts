import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../../contract/console/admin.ts";
import { genericMessages } from "../../../contract/api/errors.ts";
import { productMessages } from "../../../contract/shop/products.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";

describe("console: products, posts and editors", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const changed: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.content.on((kind) => changed.push(kind));
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(() => t.close());

  async function seedProduct(title: string): Promise<number> {
    const now = new Date().toISOString();
    const row = await t.db
      .insertInto("products")
      .values({
        title,
        category: "TRAINING",
        price_paise: 99_900,
        original_price_paise: null,
        image: "/images/p.svg",
        description: "A course.",
        on_sale: 0,
        rating: 4,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  const edit = {
    title: "POSH Training Kit",
    category: "TRAINING",
    image: "https://cdn.example.com/posh.png",
    price: 1499.5,
    originalPrice: 1999,
    description: "Slides and quiz.",
    onSale: true,
  };

  it("edits a product with the creation rules, drops cached lists and logs the change", async () => {
    const id = await seedProduct("POSH Kit");
    changed.length = 0;
    const answer = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/products/${id}`,
      headers: auth,
      payload: edit,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: adminMessages.productSaved, product: { id, rating: 4, ...edit } });
    expect(changed).toEqual(["products"]);
    const listed = (await t.app.inject({ url: "/api/products" })).json();
    expect(listed.find((p: { id: number }) => p.id === id)).toMatchObject({
      title: "POSH Training Kit",
      price: 1499.5,
      onSale: true,
    });
    const log = await t.app.inject({ url: "/api/admin/audit", headers: auth });
    expect(log.json().entries[0]).toMatchObject({
      actor: "9999999999",
      action: "product.edit",
      target: `product ${id}`,
    });
    expect(log.json().entries[0].detail).toContain("title");
  });

  it("refuses an invalid product edit with the spec's messages and changes nothing", async () => {
    const id = await seedProduct("Leave Policy");
    const answer = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/products/${id}`,
      headers: auth,
      payload: { ...edit, title: " ", price: 0 },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toMatchObject({
      title: productMessages.titleRequired,
      price: productMessages.priceInvalid,
    });
    const row = await t.db.selectFrom("products").select("title").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.title).toBe("Leave Policy");
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/products/999999",
      headers: auth,
      payload: edit,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(adminMessages.productNotFound);
  });

  it("deletes a product so that it leaves the listing", async () => {
    const id = await seedProduct("Gratuity Calculator");
    changed.length = 0;
    const answer = await t.app.inject({ method: "DELETE", url: `/api/admin/products/${id}`, headers: auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: adminMessages.productDeleted });
    expect(changed).toEqual(["products"]);
    const listed = (await t.app.inject({ url: "/api/products" })).json();
    expect(listed.some((p: { id: number }) => p.id === id)).toBe(false);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/products/${id}`, headers: auth })).statusCode).toBe(
      404,
    );
  });

  async function seedPost(): Promise<number> {
    const at = "2026-01-15T10:00:00.000Z";
    const row = await t.db
      .insertInto("posts")
      .values({
        title: "ESIC basics",
        content: "<p>Old text</p>",
        tag: "ESIC",
        category: "blog",
        image: "/uploads/old.webp",
        author: "Priya",
        excerpt: "Old text",
        rating: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  it("edits a post with the creation rules: sanitized HTML, new cover re-encoded, date kept", async () => {
    const id = await seedPost();
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#12305a" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("title", "ESIC basics for 2026");
    form.set("content", '<p>New text<img src=x onerror="alert(1)"><script>alert(2)</script></p>');
    form.set("tag", "ESIC, Payroll");
    form.set("category", "review");
    form.set("coverImage", new Blob([png], { type: "image/png" }), "cover.png");
    changed.length = 0;
    const answer = await t.app.inject({ method: "PATCH", url: `/api/admin/posts/${id}`, headers: auth, payload: form });
    expect(answer.statusCode).toBe(200);
    const { post } = answer.json();
    expect(post).toMatchObject({
      id,
      title: "ESIC basics for 2026",
      tag: "ESIC, Payroll",
      category: "review",
      rating: 5,
      author: "Priya",
      created_at: "2026-01-15T10:00:00.000Z",
      excerpt: "New text",
    });
    expect(post.content).not.toMatch(/script|onerror|alert/);
    expect(post.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(changed).toEqual(["posts"]);
    const cover = await t.app.inject({ url: post.image });
    expect(cover.statusCode).toBe(200);
    expect((await sharp(cover.rawPayload).metadata()).width).toBe(1200);
    const page = (await t.app.inject({ url: `/api/blogs/${id}` })).json();
    expect(page[0].title).toBe("ESIC basics for 2026");
    const log = (await t.app.inject({ url: "/api/admin/audit", headers: auth })).json().entries[0];
    expect(log).toMatchObject({ action: "post.edit", target: `post ${id}` });
    expect(log.detail).toContain("title");
  });

  it("keeps the cover without a new one, removes it on request, and refuses what creation refuses", async () => {
    const id = await seedPost();
    const keep = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/posts/${id}`,
      headers: auth,
      payload: { title: "T", content: "<p>C</p>", category: "blog" },
    });
    expect(keep.json().post.image).toBe("/uploads/old.webp");
    const remove = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/posts/${id}`,
      headers: auth,
      payload: { title: "T", content: "<p>C</p>", category: "blog", removeCover: "true" },
    });
    expect(remove.json().post.image).toBeNull();
    for (const payload of [
      { title: "", content: "<p>C</p>", category: "blog" },
      { title: "T", content: "<p><br></p>", category: "blog" },
      { title: "T", content: "<p>C</p>" },
    ]) {
      const bad = await t.app.inject({ method: "PATCH", url: `/api/admin/posts/${id}`, headers: auth, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe("Title, content, and category are required");
    }
    const fake = new FormData();
    fake.set("title", "T");
    fake.set("content", "<p>C</p>");
    fake.set("category", "blog");
    fake.set(
      "coverImage",
      new Blob([Buffer.from("\x89PNG\r\n\x1a\n<script>alert(1)</script>")], { type: "image/png" }),
      "x.png",
    );
    const disguised = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/posts/${id}`,
      headers: auth,
      payload: fake,
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error).toBe("The cover image must be a PNG, JPEG, WebP or GIF of at most 5 MB.");
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/posts/999999",
      headers: auth,
      payload: { title: "T", content: "<p>C</p>", category: "blog" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(adminMessages.postNotFound);
  });

  it("refuses a NUL character or a malformed form in a post edit with a 400, as publishing does", async () => {
    const id = await seedPost();
    const form = new FormData();
    form.set("title", "ESIC\u0000basics");
    form.set("content", "<p>Text</p>");
    form.set("category", "blog");
    const malformed = Buffer.from('--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished');
    for (const request of [
      { payload: form, headers: auth },
      { payload: malformed, headers: { "content-type": "multipart/form-data; boundary=x", ...auth } },
    ]) {
      const answer = await t.app.inject({ method: "PATCH", url: `/api/admin/posts/${id}`, ...request });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: genericMessages.invalidRequest });
    }
    expect((await t.app.inject({ url: `/api/blogs/${id}` })).json()[0].title).toBe("ESIC basics");
  });

  it("takes a replaced or deleted post's uploaded cover off the disk", async () => {
    const id = await seedPost();
    const withCover = async (colour: string) => {
      const form = new FormData();
      form.set("title", "ESIC basics");
      form.set("content", "<p>Text</p>");
      form.set("category", "blog");
      form.set(
        "coverImage",
        new Blob(
          [
            await sharp({ create: { width: 40, height: 20, channels: 3, background: colour } })
              .png()
              .toBuffer(),
          ],
          { type: "image/png" },
        ),
        "cover.png",
      );
      const answer = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/posts/${id}`,
        headers: auth,
        payload: form,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().post.image as string;
    };
    const first = await withCover("#12305a");
    expect((await t.app.inject({ url: first })).statusCode).toBe(200);
    const second = await withCover("#f5a524");
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
    // Saving without a new cover keeps the file.
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/posts/${id}`,
      headers: auth,
      payload: { title: "T", content: "<p>C</p>", category: "blog" },
    });
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/posts/${id}`, headers: auth })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: second })).statusCode).toBe(404);
  });

  it("deletes a post so that its page is gone", async () => {
    const now = new Date().toISOString();
    const row = await t.db
      .insertInto("posts")
      .values({
        title: "Old news",
        content: "<p>x</p>",
        tag: "",
        category: "blog",
        image: null,
        author: "Team",
        excerpt: "x",
        rating: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    changed.length = 0;
    const answer = await t.app.inject({ method: "DELETE", url: `/api/admin/posts/${id}`, headers: auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: adminMessages.postDeleted });
    expect(changed).toEqual(["posts"]);
    expect((await t.app.inject({ url: `/api/blogs/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/posts/${id}`, headers: auth })).statusCode).toBe(
      404,
    );
  });

  it("adds an editor once, lists editors with their live sessions", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/editors",
      headers: auth,
      payload: { mobile: "9876543210" },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ message: adminMessages.editorAdded });
    const twice = await t.app.inject({
      method: "POST",
      url: "/api/admin/editors",
      headers: auth,
      payload: { mobile: "9876543210" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(adminMessages.editorExists);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/admin/editors",
      headers: auth,
      payload: { mobile: "98765" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Please enter a valid 10-digit mobile number");
    const list = await t.app.inject({ url: "/api/admin/editors", headers: auth });
    expect(list.json().editors).toEqual([
      expect.objectContaining({ mobile: "9999999999", activeSessions: 1 }),
      expect.objectContaining({ mobile: "9876543210", activeSessions: 0 }),
    ]);
  });

  it("removes an editor and ends its sessions at once, but never yourself", async () => {
    const theirToken = await sessionToken(t, "9876543210");
    expect(
      (await t.app.inject({ url: "/api/admin/enquiries", headers: { authorization: `Bearer ${theirToken}` } }))
        .statusCode,
    ).toBe(200);
    const removed = await t.app.inject({ method: "DELETE", url: "/api/admin/editors/9876543210", headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: adminMessages.editorRemoved });
    const after = await t.app.inject({
      url: "/api/admin/enquiries",
      headers: { authorization: `Bearer ${theirToken}` },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(genericMessages.unauthorized);
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/admin/editors/9876543210", headers: auth })).statusCode,
    ).toBe(404);
    const self = await t.app.inject({ method: "DELETE", url: "/api/admin/editors/9999999999", headers: auth });
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe(adminMessages.cannotRemoveSelf);
    const log = (await t.app.inject({ url: "/api/admin/audit", headers: auth })).json().entries;
    expect(log.slice(0, 2).map((e: { action: string; target: string }) => `${e.action} ${e.target}`)).toEqual([
      "editor.remove editor 9876543210",
      "editor.add editor 9876543210",
    ]);
  });
});
