import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths } from "../../../contract/console/admin.ts";
import { contentMessages, contentPaths, hindiQuery } from "../../../contract/console/content.ts";
import { contactDefault, type ContactDocument } from "../../../contract/content/contact.ts";
import { contactHi } from "../../../contract/content/hi/contact.ts";
import { bearer } from "../../../tests/setup/api-helpers.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { createAppServices } from "../../pages/create-app-services.ts";
import { previewServices } from "../../pages/page-preview.ts";

/** The Hindi version of a content document (issue 29, decision 124), on a real database through the API. */
describe("content documents in Hindi: their own draft, publish, history and review flag", () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let editor: Record<string, string>;
  let author: Record<string, string>;
  const hi = (path: string) => `${path}${hindiQuery}`;
  const services = () => createAppServices(t.db, t.env, () => undefined, undefined, undefined, t.app.contentInForce);
  const hindiDraft = (): ContactDocument => ({ ...structuredClone(contactHi), title: "हमसे बात करें" });

  beforeAll(async () => {
    t = await createTestApp();
    owner = bearer(await sessionToken(t, "9999999999"));
    for (const [mobile, role] of [
      ["9876500021", "editor"],
      ["9876500022", "author"],
    ] as const) {
      const added = await t.app.inject({
        method: "POST",
        url: adminPaths.editors,
        headers: owner,
        payload: { mobile, role },
      });
      expect(added.statusCode).toBe(201);
    }
    editor = bearer(await sessionToken(t, "9876500021"));
    author = bearer(await sessionToken(t, "9876500022"));
  });
  afterAll(() => t.close());

  it("answers a document's Hindi with the same shape, its Hindi default in force and the English untouched", async () => {
    const view = (await t.app.inject({ url: hi(contentPaths.document("contact")), headers: editor })).json();
    expect(view).toMatchObject({
      key: "contact",
      path: "/hi/contact",
      draft: null,
      published: contactHi,
      typedDefault: contactHi,
      language: "hi",
      englishPublishedAt: null,
      needsReview: false,
    });
    expect(view.schema.properties.title["x-kind"]).toBe("short");
    const english = (await t.app.inject({ url: contentPaths.document("contact"), headers: editor })).json();
    expect(english.published).toEqual(contactDefault);
    expect(english).not.toHaveProperty("language");
    expect(english).not.toHaveProperty("needsReview");
    const list = (await t.app.inject({ url: hi(contentPaths.list), headers: editor })).json();
    expect(list.documents.map((d: { key: string }) => d.key)).toContain("contact");
    expect(list.documents.map((d: { key: string }) => d.key)).not.toContain("site");
  });

  it("leads a Hindi document's links to the Hindi pages, published and in preview alike", async () => {
    const published = services().content("services", "hi");
    expect(published.grid.contactTo).toBe("/hi/contact");
    expect(services().content("services").grid.contactTo).toBe("/contact");
    const draft = { ...published, grid: { ...published.grid, contactTo: "/privacy", title: "पूर्वावलोकन" } };
    const saved = await t.app.inject({
      method: "PUT",
      url: hi(contentPaths.document("services")),
      headers: editor,
      payload: draft,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { url } = (
      await t.app.inject({ method: "POST", url: hi(contentPaths.preview("services")), headers: editor })
    ).json();
    const previewing = await previewServices(t.db, t.env.SESSION_SECRET, services(), url);
    if (!previewing || previewing === "refused") throw new Error("the preview link was refused");
    expect(previewing.content("services", "hi").grid).toMatchObject({ title: "पूर्वावलोकन", contactTo: "/hi/privacy" });
  });

  it("keeps the Hindi draft, versions and publish apart from the English", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: hi(contentPaths.document("contact")),
      headers: editor,
      payload: hindiDraft(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: contentMessages.saved, draft: { title: "हमसे बात करें" } });
    expect((await t.app.inject({ url: contentPaths.document("contact"), headers: editor })).json().draft).toBeNull();
    expect(services().content("contact", "hi").title).toBe(contactHi.title);

    const { url } = (
      await t.app.inject({ method: "POST", url: hi(contentPaths.preview("contact")), headers: editor })
    ).json();
    expect(url).toMatch(/^\/hi\/contact\?preview=contact@hi\.\d+\.[0-9a-f]{64}$/);
    const previewing = await previewServices(t.db, t.env.SESSION_SECRET, services(), url);
    expect(previewing !== "refused" && previewing?.content("contact", "hi").title).toBe("हमसे बात करें");
    expect(previewing !== "refused" && previewing?.content("contact").title).toBe(contactDefault.title);

    const published = await t.app.inject({
      method: "POST",
      url: hi(contentPaths.publish("contact")),
      headers: editor,
    });
    expect(published.json()).toEqual({ message: contentMessages.published, version: 1 });
    expect(services().content("contact", "hi").title).toBe("हमसे बात करें");
    expect(services().content("contact").title).toBe(contactDefault.title);
    const [entry] = (await t.app.inject({ url: "/api/admin/audit", headers: owner })).json().entries;
    expect(entry).toMatchObject({ action: "content.publish", target: "content contact@hi" });
    // The English has no version yet: its history and publish are its own.
    expect((await t.app.inject({ url: contentPaths.versions("contact"), headers: editor })).json().versions).toEqual(
      [],
    );
    const englishPublish = await t.app.inject({
      method: "POST",
      url: contentPaths.publish("contact"),
      headers: editor,
    });
    expect(englishPublish.statusCode).toBe(409);

    const back = await t.app.inject({
      method: "POST",
      url: hi(contentPaths.revert("contact")),
      headers: editor,
      payload: { default: true },
    });
    expect(back.json().version).toBe(2);
    expect(services().content("contact", "hi")).toEqual(contactHi);
    const { versions } = (await t.app.inject({ url: hi(contentPaths.versions("contact")), headers: editor })).json();
    expect(versions.map((v: { version: number; source: string }) => [v.version, v.source])).toEqual([
      [2, "default"],
      [1, "draft"],
    ]);
    const first = await t.app.inject({ url: hi(contentPaths.version("contact", 1)), headers: editor });
    expect(first.json().document.title).toBe("हमसे बात करें");
  });

  it("flags the Hindi for review when the English is published after it, and clears the flag when the Hindi is published", async () => {
    const english = { ...structuredClone(contactDefault), title: "Talk to us" };
    await t.app.inject({ method: "PUT", url: contentPaths.document("contact"), headers: editor, payload: english });
    expect(
      (await t.app.inject({ url: hi(contentPaths.document("contact")), headers: editor })).json().needsReview,
    ).toBe(false);
    await t.app.inject({ method: "POST", url: contentPaths.publish("contact"), headers: editor });
    const flagged = (await t.app.inject({ url: hi(contentPaths.document("contact")), headers: editor })).json();
    expect(flagged.needsReview).toBe(true);
    expect(flagged.englishPublishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const row = (await t.app.inject({ url: hi(contentPaths.list), headers: editor }))
      .json()
      .documents.find((d: { key: string }) => d.key === "contact");
    expect(row).toMatchObject({ needsReview: true, version: 2 });
    expect(services().content("contact", "hi")).toEqual(contactHi);

    await t.app.inject({
      method: "PUT",
      url: hi(contentPaths.document("contact")),
      headers: editor,
      payload: hindiDraft(),
    });
    await t.app.inject({ method: "POST", url: hi(contentPaths.publish("contact")), headers: editor });
    expect(
      (await t.app.inject({ url: hi(contentPaths.document("contact")), headers: editor })).json().needsReview,
    ).toBe(false);
  });

  it("refuses the Hindi as it refuses the English: strangers, authors, a broken draft, a document without Hindi", async () => {
    expect((await t.app.inject({ url: hi(contentPaths.document("contact")) })).statusCode).toBe(401);
    const put = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: "PUT", url: hi(contentPaths.document("contact")), headers, payload });
    expect((await put(author, hindiDraft())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: hi(contentPaths.publish("contact")), headers: author })).statusCode,
    ).toBe(403);
    const broken = await put(editor, { ...hindiDraft(), title: "x".repeat(200) });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: contentMessages.invalid, fields: { title: expect.any(String) } });
    const site = await t.app.inject({ url: hi(contentPaths.document("site")), headers: owner });
    expect(site.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${contentPaths.document("contact")}?lang=fr`, headers: editor })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: `${contentPaths.list}?lang=fr`, headers: editor })).statusCode).toBe(400);
  });
});
