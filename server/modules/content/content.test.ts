import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentMessages, contentPaths } from "../../../contract/console/content.ts";
import { homeDefault, type HomeDocument } from "../../../contract/content/home.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createAppServices } from "../../pages/create-app-services.ts";
import { previewServices } from "../../pages/page-preview.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { currentSite } from "../../site-identity.ts";

describe("content documents: draft, publish, versions and revert (issue 28)", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const events: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.content.on((kind) => events.push(kind));
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(() => t.close());

  const edited = (): HomeDocument => {
    const doc = structuredClone(homeDefault);
    doc.hero.title = "Payroll and compliance for Rajasthan's factories";
    doc.pricing.tiers[0]!.price.monthly = "₹1,499";
    doc.testimonials.items.push({
      id: "t-new",
      content: "They run our PF every month.",
      author: "R. Mehta",
      role: "HR head",
      rating: 5,
    });
    return doc;
  };
  const services = () => createAppServices(t.db, t.env, () => undefined, undefined, undefined, t.app.contentInForce);

  it("lists every document and answers one with its JSON Schema, the typed default in force and no draft", async () => {
    const list = (await t.app.inject({ url: contentPaths.list, headers: auth })).json();
    expect(list.documents.map((d: { key: string }) => d.key)).toEqual(expect.arrayContaining(["home", "about"]));
    expect(list.documents.find((d: { key: string }) => d.key === "home")).toMatchObject({
      draftPending: false,
      publishedAt: null,
    });
    const view = (await t.app.inject({ url: contentPaths.document("home"), headers: auth })).json();
    expect(view).toMatchObject({ key: "home", draft: null, published: homeDefault });
    expect(view.schema.properties.hero.properties.title).toMatchObject({
      type: "string",
      maxLength: 80,
      "x-kind": "short",
    });
    expect(view.schema.properties.hero.properties.slides.items.properties.image["x-kind"]).toBe("image");
    expect(view.schema.properties.testimonials.properties.items["x-kind"]).toBe("list");
  });

  it("refuses a draft that breaks the schema with a message per field, and stores nothing", async () => {
    const doc = edited();
    doc.hero.title = "x".repeat(81);
    doc.faq.items = [];
    const answer = await t.app.inject({
      method: "PUT",
      url: contentPaths.document("home"),
      headers: auth,
      payload: doc,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: contentMessages.invalid,
      fields: { "hero.title": "Keep this to 80 characters or fewer.", "faq.items": "Keep at least 1 item." },
    });
    expect((await t.app.inject({ url: contentPaths.document("home"), headers: auth })).json().draft).toBeNull();
  });

  it("keeps a saved draft from visitors; a preview link shows it; publishing makes it live and is audited", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: contentPaths.document("home"),
      headers: auth,
      payload: edited(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: contentMessages.saved,
      draft: { hero: { title: edited().hero.title } },
    });
    expect(services().content("home").hero.title).toBe(homeDefault.hero.title);

    const { url } = (await t.app.inject({ method: "POST", url: contentPaths.preview("home"), headers: auth })).json();
    expect(url).toMatch(/^\/\?preview=home\.\d+\.[0-9a-f]{64}$/);
    const previewing = await previewServices(t.db, t.env.SESSION_SECRET, services(), url);
    expect(previewing !== "refused" && previewing?.content("home").hero.title).toBe(edited().hero.title);
    expect(await previewServices(t.db, t.env.SESSION_SECRET, services(), url.replace(/.$/, "0"))).toBe("refused");

    const published = await t.app.inject({ method: "POST", url: contentPaths.publish("home"), headers: auth });
    expect(published.json()).toEqual({ message: contentMessages.published, version: 1 });
    expect(services().content("home").hero.title).toBe(edited().hero.title);
    expect(services().content("home").testimonials.items.at(-1)?.author).toBe("R. Mehta");
    expect(events).toContain("content");
    const view = (await t.app.inject({ url: contentPaths.document("home"), headers: auth })).json();
    expect(view.draft).toBeNull();
    const [entry] = (await t.app.inject({ url: "/api/admin/audit", headers: auth })).json().entries;
    expect(entry).toMatchObject({ action: "content.publish", target: "content home", actor: "9999999999" });
    const again = await t.app.inject({ method: "POST", url: contentPaths.publish("home"), headers: auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(contentMessages.noDraft);
  });

  it("lists the versions and publishes the default or an old version again as a new one", async () => {
    const toDefault = await t.app.inject({
      method: "POST",
      url: contentPaths.revert("home"),
      headers: auth,
      payload: { default: true },
    });
    expect(toDefault.json()).toEqual({ message: "Published the default again as a new version.", version: 2 });
    expect(services().content("home")).toEqual(homeDefault);
    const back = await t.app.inject({
      method: "POST",
      url: contentPaths.revert("home"),
      headers: auth,
      payload: { version: 1 },
    });
    expect(back.json().version).toBe(3);
    expect(services().content("home").hero.title).toBe(edited().hero.title);
    const { versions } = (await t.app.inject({ url: contentPaths.versions("home"), headers: auth })).json();
    expect(versions.map((v: { version: number; source: string; by: string }) => [v.version, v.source, v.by])).toEqual([
      [3, "version 1", "9999999999"],
      [2, "default", "9999999999"],
      [1, "draft", "9999999999"],
    ]);
    const missing = await t.app.inject({
      method: "POST",
      url: contentPaths.revert("home"),
      headers: auth,
      payload: { version: 99 },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "POST", url: contentPaths.revert("home"), headers: auth, payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it("publishes the brand: a colour pair that fails contrast is refused; names, hours and colours reach the site's identity", async () => {
    const view = (await t.app.inject({ url: contentPaths.document("site"), headers: auth })).json();
    expect(view.published).toMatchObject({ brand: defaultSite.brand, colours: defaultSite.colours });
    const brand = {
      ...view.published,
      brand: "Mehta Labour Law Associates",
      shortBrand: "Mehta LLA",
      legalName: "Mehta Labour Law Associates LLP",
    };
    const pale = await t.app.inject({
      method: "PUT",
      url: contentPaths.document("site"),
      headers: auth,
      payload: { ...brand, colours: { primary: "#9ec5ff", accent: "#f2a20c" } },
    });
    expect(pale.statusCode).toBe(400);
    expect(pale.json().fields.colours).toMatch(/^The primary colour is too light/);
    const ok = {
      ...brand,
      colours: { primary: "#1b4d3e", accent: "#f5b83d" },
      hours: { weekdays: "Mon-Fri 10.00 to 07.00", sunday: "Sunday closed" },
    };
    expect(
      (await t.app.inject({ method: "PUT", url: contentPaths.document("site"), headers: auth, payload: ok }))
        .statusCode,
    ).toBe(200);
    expect(currentSite().brand).toBe(defaultSite.brand);
    await t.app.inject({ method: "POST", url: contentPaths.publish("site"), headers: auth });
    expect(currentSite()).toMatchObject({ brand: "Mehta Labour Law Associates", colours: ok.colours, hours: ok.hours });
    expect(currentSite().seller.legalName).toBe("Mehta Labour Law Associates LLP");
    expect(currentSite().phone).toEqual(defaultSite.phone);
    await t.app.inject({ method: "POST", url: contentPaths.revert("site"), headers: auth, payload: { default: true } });
    expect(currentSite().brand).toBe(defaultSite.brand);
  });

  it("refuses strangers and unknown documents", async () => {
    expect((await t.app.inject({ url: contentPaths.document("home") })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "PUT", url: contentPaths.document("home"), payload: edited() })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: contentPaths.document("nope"), headers: auth })).statusCode).toBe(404);
  });
});
