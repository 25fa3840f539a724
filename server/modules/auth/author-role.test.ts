import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages, adminPaths } from "../../../contract/console/admin.ts";
import { contentPaths } from "../../../contract/console/content.ts";
import { redirectPaths } from "../../../contract/console/redirects.ts";
import {
  postStateMessages,
  postStatePaths,
  type AdminPostAnswer,
  type AdminPostList,
} from "../../../contract/console/post-states.ts";
import { homeDefault } from "../../../contract/content/home.ts";
import { productsPath } from "../../../contract/shop/products.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { bearer, multipart } from "../../../tests/setup/api-helpers.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createAppServices } from "../../pages/create-app-services.ts";
import { previewServices } from "../../pages/page-preview.ts";
import { previewLifetimeMs, previewToken } from "../content/preview-token.ts";

describe("the author role: own posts, drafts only, everything else refused (issue 28, decision 109)", () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let author: Record<string, string>;
  let otherAuthor: Record<string, string>;
  const form = { content: "<p>Body</p>", tag: "", category: "blog" };

  beforeAll(async () => {
    t = await createTestApp();
    owner = bearer(await sessionToken(t, "9999999999"));
    for (const mobile of ["9876500011", "9876500012"]) {
      const added = await t.app.inject({
        method: "POST",
        url: adminPaths.editors,
        headers: owner,
        payload: { mobile, role: "author" },
      });
      expect(added.statusCode).toBe(201);
    }
    author = bearer(await sessionToken(t, "9876500011"));
    otherAuthor = bearer(await sessionToken(t, "9876500012"));
  });
  afterAll(() => t.close());

  const send = (
    method: "POST" | "PATCH",
    url: string,
    headers: Record<string, string>,
    parts: Record<string, string>,
  ) => {
    const body = multipart({ ...form, ...parts });
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  it("an author is told their role and refused posts' publishing, products, orders, enquiries, content, media, staff and redirects", async () => {
    expect((await t.app.inject({ url: adminPaths.me, headers: author })).json()).toEqual({
      mobile: "9876500011",
      role: "author",
    });
    const refused = await Promise.all([
      send("POST", "/api/blogs", author, { title: "Straight out" }),
      t.app.inject({
        method: "POST",
        url: productsPath,
        headers: author,
        payload: { title: "P", category: "x", image: "", price: 1, originalPrice: 1, description: "d", onSale: false },
      }),
      t.app.inject({ url: adminPaths.orders, headers: author }),
      t.app.inject({ url: adminPaths.enquiries, headers: author }),
      t.app.inject({ url: adminPaths.subscribers, headers: author }),
      t.app.inject({ url: contentPaths.list, headers: author }),
      t.app.inject({ method: "PUT", url: contentPaths.document("home"), headers: author, payload: homeDefault }),
      t.app.inject({ url: "/api/admin/media", headers: author }),
      t.app.inject({ url: adminPaths.editors, headers: author }),
      t.app.inject({ url: adminPaths.audit, headers: author }),
      t.app.inject({ url: redirectPaths.redirects, headers: author }),
      t.app.inject({ method: "DELETE", url: adminPaths.product(1), headers: author }),
    ]);
    expect(refused.map((answer) => answer.statusCode)).toEqual(refused.map(() => 403));
    expect(refused[0]!.json()).toMatchObject({ error: postStateMessages.authorsNotAllowed });
    expect(await t.db.selectFrom("posts").select("id").where("title", "=", "Straight out").execute()).toEqual([]);
  });

  it("an author saves and corrects their own drafts but may not publish or schedule them", async () => {
    const saved = await send("POST", postStatePaths.posts, author, { title: "Author draft", status: "draft" });
    expect(saved.statusCode).toBe(201);
    const { post } = saved.json<AdminPostAnswer>();
    expect(post).toMatchObject({ status: "draft", authorMobile: "9876500011" });

    const attempts: Record<string, string>[] = [
      { status: "published" },
      { status: "scheduled", publishAt: "2099-01-01T10:00" },
    ];
    for (const parts of attempts) {
      const created = await send("POST", postStatePaths.posts, author, { title: "Sneaky", ...parts });
      expect([created.statusCode, created.json().error]).toEqual([403, postStateMessages.authorsDraftOnly]);
      const edited = await send("PATCH", postStatePaths.post(post.id), author, { title: "Sneaky", ...parts });
      expect([edited.statusCode, edited.json().error]).toEqual([403, postStateMessages.authorsDraftOnly]);
    }
    expect((await t.app.inject({ url: `/api/blogs/${post.id}` })).statusCode).toBe(404);
    const corrected = await send("PATCH", postStatePaths.post(post.id), author, { title: "Author draft, corrected" });
    expect(corrected.json<AdminPostAnswer>().post).toMatchObject({ status: "draft", title: "Author draft, corrected" });

    // An editor publishes it; from then on it is no longer the author's to change or delete.
    const published = await send("PATCH", postStatePaths.post(post.id), owner, {
      title: "Author draft, corrected",
      status: "published",
    });
    expect(published.json<AdminPostAnswer>().post.status).toBe("published");
    expect((await t.app.inject({ url: `/api/blogs/${post.id}` })).statusCode).toBe(200);
    const late = await send("PATCH", postStatePaths.post(post.id), author, { title: "Changed after", status: "draft" });
    expect([late.statusCode, late.json().error]).toEqual([403, postStateMessages.authorsOwnDrafts]);
    const removed = await t.app.inject({ method: "DELETE", url: postStatePaths.post(post.id), headers: author });
    expect(removed.statusCode).toBe(403);
  });

  it("an author sees only their own posts and cannot read, change or delete another's", async () => {
    const { post: theirs } = (
      await send("POST", postStatePaths.posts, otherAuthor, { title: "Other's draft" })
    ).json<AdminPostAnswer>();
    const { post: mine } = (
      await send("POST", postStatePaths.posts, author, { title: "Mine" })
    ).json<AdminPostAnswer>();
    const { posts } = (await t.app.inject({ url: postStatePaths.posts, headers: author })).json<AdminPostList>();
    expect(posts.every((post) => post.authorMobile === "9876500011")).toBe(true);
    expect(posts.map((post) => post.id)).toContain(mine.id);
    const all = (await t.app.inject({ url: postStatePaths.posts, headers: owner })).json<AdminPostList>();
    expect(all.posts.map((post) => post.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    expect((await t.app.inject({ url: postStatePaths.post(theirs.id), headers: author })).statusCode).toBe(404);
    const edit = await send("PATCH", postStatePaths.post(theirs.id), author, { title: "Taken over" });
    expect([edit.statusCode, edit.json().error]).toEqual([403, postStateMessages.authorsOwnDrafts]);
    expect(
      (await t.app.inject({ method: "DELETE", url: postStatePaths.post(theirs.id), headers: author })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "DELETE", url: postStatePaths.post(mine.id), headers: author })).statusCode,
    ).toBe(200);
  });

  it("the last owner cannot become an author", async () => {
    const answer = await t.app.inject({
      method: "PATCH",
      url: adminPaths.editor("9999999999"),
      headers: owner,
      payload: { role: "author" },
    });
    expect([answer.statusCode, answer.json().error]).toEqual([409, adminMessages.lastOwner]);
  });
  it("a post not yet public is previewed through a signed link that opens that post only, for 30 minutes, to who may read it", async () => {
    const { post } = (
      await send("POST", postStatePaths.posts, author, { title: "Preview me" })
    ).json<AdminPostAnswer>();
    const services = createAppServices(t.db, t.env, () => undefined, undefined, undefined, t.app.contentInForce);
    expect(await services.getPost(post.id)).toBeNull();

    const asked = await t.app.inject({ method: "POST", url: postStatePaths.preview(post.id), headers: author });
    expect(asked.statusCode).toBe(200);
    const { url } = asked.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/blog/${post.id}\\?preview=post-${post.id}\\.\\d{13}\\.[0-9a-f]{64}$`));
    const previewing = await previewServices(t.db, t.env.SESSION_SECRET, services, url);
    if (!previewing || previewing === "refused") throw new Error("the preview link was refused");
    expect(await previewing.getPost(post.id)).toMatchObject({ title: "Preview me", status: "draft" });
    // Another unpublished post stays closed to that link.
    const { post: other } = (
      await send("POST", postStatePaths.posts, owner, { title: "Not this one" })
    ).json<AdminPostAnswer>();
    expect(await previewing.getPost(other.id)).toBeNull();

    // Forged, re-aimed at another post, or out of date: refused.
    const signature = url.slice(-64);
    const forged = url.slice(0, -64) + (signature[0] === "0" ? "1" : "0") + signature.slice(1);
    const reaimed = url
      .replace(`post-${post.id}.`, `post-${other.id}.`)
      .replace(`/blog/${post.id}`, `/blog/${other.id}`);
    const stale = `/blog/${post.id}?preview=${previewToken(t.env.SESSION_SECRET, { kind: "post", id: post.id }, new Date(Date.now() - previewLifetimeMs - 1000))}`;
    for (const bad of [forged, reaimed, stale])
      expect(await previewServices(t.db, t.env.SESSION_SECRET, services, bad)).toBe("refused");
    // A document's preview token does not open a post, nor a post's a document.
    const home = (await t.app.inject({ method: "POST", url: contentPaths.preview("home"), headers: owner })).json<{
      url: string;
    }>().url;
    const homeToken = home.slice(home.indexOf("=") + 1);
    expect(
      await previewServices(
        t.db,
        t.env.SESSION_SECRET,
        services,
        `/blog/${post.id}?preview=${homeToken.replace(/^home/, `post-${post.id}`)}`,
      ),
    ).toBe("refused");

    // Who may not read the post may not preview it.
    expect((await t.app.inject({ method: "POST", url: postStatePaths.preview(post.id) })).statusCode).toBe(401);
    const stranger = await t.app.inject({ method: "POST", url: postStatePaths.preview(post.id), headers: otherAuthor });
    expect([stranger.statusCode, stranger.json().error]).toEqual([404, adminMessages.postNotFound]);
    expect(
      (await t.app.inject({ method: "POST", url: postStatePaths.preview(post.id), headers: owner })).statusCode,
    ).toBe(200);
  });
});
