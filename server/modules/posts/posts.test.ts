import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSite } from "../../../contract/shared/site.ts";
import { genericMessages } from "../../../contract/api/errors.ts";
import { postMessages, type Post } from "../../../contract/api/posts.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { bearer, loginAs, multipart } from "../../../tests/setup/api-helpers.ts";

describe("posts API", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginAs(t);
  });
  afterAll(() => t.close());

  const publish = (parts: Parameters<typeof multipart>[0], auth: Record<string, string> = bearer(token)) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({ method: "POST", url: "/api/blogs", payload, headers: { ...headers, ...auth } });
  };
  const png = (width = 2400, height = 1600) =>
    sharp({ create: { width, height, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer();

  it("publishes a post for an editor, with derived excerpt and default author", async () => {
    const answer = await publish({
      title: "  New rules  ",
      content: "<p>The new <strong>labour codes</strong> change wages.</p>",
      tag: "codes",
      category: "blog",
    });
    expect(answer.statusCode).toBe(201);
    const { message, post } = answer.json<{ message: string; post: Post }>();
    expect(message).toBe(postMessages.published);
    expect(post).toMatchObject({
      title: "New rules",
      tag: "codes",
      category: "blog",
      author: defaultSite.groupName,
      image: null,
      rating: null,
    });
    expect(post.excerpt).toBe("The new labour codes change wages.");
    const list = await t.app.inject({ method: "GET", url: "/api/blogs" });
    expect(list.json<[Post[]]>()[0][0]!.id).toBe(post.id);
    const one = await t.app.inject({ method: "GET", url: `/api/blogs/${post.id}` });
    expect(one.json<[Post]>()[0].title).toBe("New rules");
  });

  it("gives reviews a rating of 5 unless one is given", async () => {
    const plain = await publish({ title: "Great", content: "<p>Great help</p>", tag: "", category: "review" });
    expect(plain.json<{ post: Post }>().post.rating).toBe(5);
    const rated = await publish({ title: "Good", content: "<p>Good</p>", tag: "", category: "review", rating: "4" });
    expect(rated.json<{ post: Post }>().post.rating).toBe(4);
    const bad = await publish({ title: "Bad", content: "<p>x</p>", tag: "", category: "review", rating: "9" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: postMessages.invalidRating });
  });

  it("refuses a post without title, content or category with the spec's message", async () => {
    const incomplete: Record<string, string>[] = [
      { content: "<p>x</p>", tag: "", category: "blog" },
      { title: "t", content: "<p><br></p>", tag: "", category: "blog" },
      { title: "t", content: "<script>alert(1)</script>", tag: "", category: "blog" },
      { title: "t", content: "<p>x</p>", tag: "" },
      { title: "   ", content: "<p>x</p>", tag: "", category: "blog" },
    ];
    for (const parts of incomplete) {
      const answer = await publish(parts);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: postMessages.required, message: postMessages.required });
    }
    const wrong = await publish({ title: "t", content: "<p>x</p>", tag: "", category: "news" });
    expect(wrong.json()).toMatchObject({ error: postMessages.invalidCategory });
  });

  it("stores a post without script, event handlers or javascript: links", async () => {
    const answer = await publish({
      title: "XSS",
      content:
        '<p>Safe<script>alert(1)</script></p><img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      tag: "",
      category: "blog",
    });
    expect(answer.statusCode).toBe(201);
    const id = answer.json<{ post: Post }>().post.id;
    const row = await t.db.selectFrom("posts").select("content").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.content).not.toMatch(/script|onerror|javascript/i);
    expect(row.content).toContain('<img src="https://example.com/a.png" />');
  });

  it("re-encodes a cover to a 1200x600 WebP served with a long cache", async () => {
    const answer = await publish({
      title: "Cover",
      content: "<p>c</p>",
      tag: "",
      category: "blog",
      coverImage: { filename: "c.png", contentType: "image/png", data: await png() },
    });
    expect(answer.statusCode).toBe(201);
    const image = answer.json<{ post: Post }>().post.image!;
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const file = await t.app.inject({ method: "GET", url: image });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 1200, 600, undefined]);
    expect((await t.app.inject({ method: "GET", url: "/uploads/../defaultSite.db" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/uploads/${"0".repeat(32)}.webp` })).statusCode).toBe(404);
  });

  it("refuses a script disguised as a PNG, and other non-images", async () => {
    const script = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("<script>alert(1)</script>"),
    ]);
    for (const data of [script, Buffer.from("<svg onload=alert(1)>"), Buffer.from("GIF89a not really")]) {
      const answer = await publish({
        title: "Fake",
        content: "<p>x</p>",
        tag: "",
        category: "blog",
        coverImage: { filename: "x.png", contentType: "image/png", data },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: postMessages.invalidImage });
    }
    expect(await t.db.selectFrom("posts").select("id").where("title", "=", "Fake").execute()).toHaveLength(0);
  });

  it("refuses a cover above 5 MB", async () => {
    const data = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const answer = await publish({
      title: "Big",
      content: "<p>x</p>",
      tag: "",
      category: "blog",
      coverImage: { filename: "b.png", contentType: "image/png", data },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ error: postMessages.invalidImage });
  });

  it("answers a truncated or malformed form with a 400, not a 500", async () => {
    for (const payload of [
      Buffer.from([0]),
      Buffer.from('--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished'),
    ]) {
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/blogs",
        payload,
        headers: { "content-type": "multipart/form-data; boundary=x", ...bearer(token) },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: genericMessages.invalidRequest });
    }
  });

  it("lets only editors publish: 401 without or with a bad token, nothing stored", async () => {
    const before = (await t.db.selectFrom("posts").select("id").execute()).length;
    for (const auth of [{}, bearer("not-a-real-token-not-a-real-token")]) {
      const answer = await publish({ title: "Anon", content: "<p>x</p>", tag: "", category: "blog" }, auth);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error: genericMessages.unauthorized });
    }
    expect((await t.db.selectFrom("posts").select("id").execute()).length).toBe(before);
  });

  it("answers 404 with the error body for unknown or malformed ids", async () => {
    for (const id of ["999999", "0", "-1", "abc", "1.5", "1e3", "99999999999999999999"]) {
      const answer = await t.app.inject({ method: "GET", url: `/api/blogs/${id}` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: postMessages.notFound, message: postMessages.notFound });
    }
  });

  it("serves the list with an ETag, answers 304, and changes the ETag when a post is added", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/blogs" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: "GET", url: "/api/blogs", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await publish({ title: "Newest", content: "<p>n</p>", tag: "", category: "blog" });
    const after = await t.app.inject({ method: "GET", url: "/api/blogs", headers: { "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<[Post[]]>()[0][0]!.title).toBe("Newest");
  });
});
