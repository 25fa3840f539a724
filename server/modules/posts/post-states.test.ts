import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "../../../contract/api/posts.ts";
import { istInputValue } from "../../../contract/shared/format.ts";
import {
  postStateMessages,
  postStatePaths,
  type AdminPost,
  type AdminPostAnswer,
  type AdminPostList,
} from "../../../contract/console/post-states.ts";
import { jobNames } from "../../jobs/job-names.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { bearer, multipart } from "../../../tests/setup/api-helpers.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { findPublishedPostPage, listPosts } from "./posts.repository.ts";

describe("posts as drafts, scheduled and published, with search settings (issue 28, decision 107)", () => {
  let t: TestApp;
  let editor: Record<string, string>;
  const form = { content: "<p>Body</p>", tag: "codes", category: "blog" };

  beforeAll(async () => {
    t = await createTestApp();
    editor = bearer(await sessionToken(t, "9999999999"));
  });
  afterAll(() => t.close());

  const send = (method: "POST" | "PATCH", url: string, parts: Record<string, string>) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({ method, url, payload, headers: { ...headers, ...editor } });
  };
  const save = (parts: Record<string, string>) => send("POST", postStatePaths.posts, { ...form, ...parts });
  const publicIds = async () => (await t.app.inject({ url: "/api/blogs" })).json<[Post[]]>()[0].map((post) => post.id);
  /** What every public surface reads: the list (home, /blog, sitemap, RSS) and the post page. */
  const isPublic = async (id: number) =>
    (await publicIds()).includes(id) &&
    (await listPosts(t.db)).some((post) => post.id === id) &&
    (await findPublishedPostPage(t.db, id)) !== null &&
    (await t.app.inject({ url: `/api/blogs/${id}` })).statusCode === 200;
  const notPublicAnywhere = async (id: number) => {
    expect(await publicIds()).not.toContain(id);
    expect((await listPosts(t.db)).map((post) => post.id)).not.toContain(id);
    expect(await findPublishedPostPage(t.db, id)).toBeNull();
    expect((await t.app.inject({ url: `/api/blogs/${id}` })).statusCode).toBe(404);
  };

  it("keeps a draft out of every public list and page until an editor publishes it, then dates it then", async () => {
    await publicIds(); // fills the list cache, which the publish must drop
    const saved = await save({ title: "Draft one", status: "draft" });
    expect(saved.statusCode).toBe(201);
    const { message, post } = saved.json<AdminPostAnswer>();
    expect(message).toBe(postStateMessages.draftSaved);
    expect(post).toMatchObject({ status: "draft", publishAt: null, authorMobile: "9999999999" });
    await notPublicAnywhere(post.id);
    const { posts } = (await t.app.inject({ url: postStatePaths.posts, headers: editor })).json<AdminPostList>();
    expect(posts.find((p) => p.id === post.id)?.status).toBe("draft");

    const published = await send("PATCH", postStatePaths.post(post.id), {
      ...form,
      title: "Draft one",
      status: "published",
    });
    expect(published.statusCode).toBe(200);
    const after = published.json<AdminPostAnswer>().post;
    expect(after.status).toBe("published");
    expect(Date.parse(after.created_at)).toBeGreaterThan(Date.parse(post.created_at) - 1);
    expect(await isPublic(post.id)).toBe(true);
  });

  it("a post without a status sent keeps its own; a new one without a status is a draft", async () => {
    const { post } = (await save({ title: "No status" })).json<AdminPostAnswer>();
    expect(post.status).toBe("draft");
    const edited = await send("PATCH", postStatePaths.post(post.id), { ...form, title: "Still a draft" });
    expect(edited.json<AdminPostAnswer>().post.status).toBe("draft");
  });

  it("schedules a post for a time in India and publishes it when the once-per-cluster job passes that time", async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    const local = istInputValue(inAnHour.toISOString());
    const saved = await save({ title: "Scheduled", status: "scheduled", publishAt: local });
    expect(saved.statusCode).toBe(201);
    const { message, post } = saved.json<AdminPostAnswer>();
    expect(message).toBe(postStateMessages.postScheduled);
    // The field is read in India (UTC+05:30): the stored instant is the minute asked for.
    expect(post.publishAt).toBe(`${inAnHour.toISOString().slice(0, 16)}:00.000Z`);
    await notPublicAnywhere(post.id);

    await t.app.jobs.run(jobNames.scheduledPosts, new Date(Date.now() + 30 * 60_000));
    await notPublicAnywhere(post.id);
    await t.app.jobs.run(jobNames.scheduledPosts, new Date(Date.now() + 2 * 3_600_000));
    expect(await isPublic(post.id)).toBe(true);
    const { posts } = (await t.app.inject({ url: postStatePaths.posts, headers: editor })).json<AdminPostList>();
    const live = posts.find((p) => p.id === post.id)!;
    expect([live.status, live.created_at]).toEqual(["published", post.publishAt]);
  });

  it("refuses a schedule without a time, in the past or not a time", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ status: "scheduled" }, postStateMessages.publishAtRequired],
      [{ status: "scheduled", publishAt: "tomorrow" }, postStateMessages.publishAtRequired],
      [
        { status: "scheduled", publishAt: istInputValue(new Date(Date.now() - 60_000).toISOString()) },
        postStateMessages.publishAtPast,
      ],
      [{ status: "live" }, postStateMessages.invalidStatus],
    ];
    for (const [parts, error] of cases) {
      const answer = await save({ title: "Bad schedule", ...parts });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error });
    }
    expect(await t.db.selectFrom("posts").select("id").where("title", "=", "Bad schedule").execute()).toEqual([]);
  });

  it("keeps a post's own search settings, checks their lengths and the image address, and the page reads them", async () => {
    const settings = {
      seoTitle: "Wage code guide",
      seoDescription: "What changes for payroll.",
      seoImage: "/media/abc-1200.webp",
    };
    const { post } = (await save({ title: "With settings", status: "published", ...settings })).json<AdminPostAnswer>();
    expect(post).toMatchObject(settings);
    expect(await findPublishedPostPage(t.db, post.id)).toMatchObject(settings);
    // A form that does not send them keeps them.
    const kept = await send("PATCH", postStatePaths.post(post.id), { ...form, title: "With settings" });
    expect(kept.json<AdminPostAnswer>().post).toMatchObject(settings);
    // The public API's shape is SPEC's: no state or settings in it.
    const [spec] = (await t.app.inject({ url: `/api/blogs/${post.id}` })).json<[Record<string, unknown>]>();
    expect(Object.keys(spec).sort()).toEqual([
      "author",
      "category",
      "content",
      "created_at",
      "excerpt",
      "id",
      "image",
      "rating",
      "tag",
      "title",
      "updated_at",
    ]);

    const bad: [Record<string, string>, string][] = [
      [{ seoTitle: "x".repeat(71) }, postStateMessages.seoTitleTooLong],
      [{ seoDescription: "x".repeat(201) }, postStateMessages.seoDescriptionTooLong],
      [{ seoImage: "javascript:alert(1)" }, postStateMessages.invalidSeoImage],
      [{ seoImage: "//evil.example/x.png" }, postStateMessages.invalidSeoImage],
    ];
    for (const [parts, error] of bad) {
      const answer = await save({ title: "Bad settings", ...parts });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error });
    }
  });

  it("SPEC's create-blog call still publishes at once and answers SPEC's post", async () => {
    const { payload, headers } = multipart({ title: "Spec post", ...form });
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/blogs",
      payload,
      headers: { ...headers, ...editor },
    });
    expect(answer.statusCode).toBe(201);
    const { post } = answer.json<{ post: Record<string, unknown> }>();
    expect(post).not.toHaveProperty("status");
    expect(await isPublic(post["id"] as number)).toBe(true);
    const stored = (await t.app.inject({ url: postStatePaths.post(post["id"] as number), headers: editor })).json<{
      post: AdminPost;
    }>();
    expect(stored.post.status).toBe("published");
  });
});
