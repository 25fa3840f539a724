import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths } from "../../../contract/console/admin.ts";
import { hindiServiceLists } from "../../../contract/legal-content/hi/service-lists.ts";
import {
  serviceListTranslationMessages,
  serviceListTranslationPaths,
} from "../../../contract/legal-content/service-list-translations.ts";
import { serviceListAdminPaths, serviceListMessages } from "../../../contract/legal-content/service-lists.ts";
import { servicePages } from "../../../contract/legal-content/service-pages.ts";
import { bearer } from "../../../tests/setup/api-helpers.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { createAppServices } from "../../pages/create-app-services.ts";
import { seedServiceListTranslations } from "./service-list-translations.seed.ts";
import { seedServiceLists } from "./service-lists.seed.ts";

describe("service pages' legal lists in Hindi: stored per language, flagged when the English changes", () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const changed: string[] = [];
  const pages = () => createAppServices(t.db, t.env, () => undefined);
  const hindiPath = (slug: string) => serviceListTranslationPaths.translation(slug, "hi");
  const pair = async (slug: string) => (await t.app.inject({ url: hindiPath(slug), headers: auth })).json();
  const reviews = async () =>
    (await t.app.inject({ url: serviceListTranslationPaths.reviews("hi"), headers: auth })).json().reviews;

  const englishEdit = {
    points: ["ESI at 0.75% and 3.25% of wages for employees earning up to ₹21,000 a month, paid by the 15th."],
    laws: ["EPF and ESI Acts, now the Code on Social Security, 2020"],
    reviewed: "2026-11-25",
    sources: [{ name: "Employees' State Insurance Corporation", url: "https://www.esic.gov.in/" }],
  };
  const hindiEdit = {
    points: ["ईएसआई: ₹21,000 प्रति माह तक कमाने वालों के लिए मज़दूरी का 0.75% और 3.25%, 15 तारीख़ तक जमा।", " दूसरी पंक्ति। "],
    laws: ["ईपीएफ़ और ईएसआई अधिनियम, अब सामाजिक सुरक्षा संहिता, 2020"],
    reviewed: "2026-11-26",
    sources: [{ name: "कर्मचारी राज्य बीमा निगम", url: "https://www.esic.gov.in/contribution" }],
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.app.content.on((kind) => changed.push(kind));
    auth = bearer(await sessionToken(t, "9999999999"));
    await seedServiceLists(t.db);
  });
  afterAll(() => t.close());

  it("seeds every typed Hindi list once, current with the English it was written from", async () => {
    expect(await seedServiceListTranslations(t.db)).toBe(servicePages.length);
    expect(await seedServiceListTranslations(t.db)).toBe(0);
    const typed = hindiServiceLists.find((list) => list.slug === "payroll-compliance")!;
    const hindi = await pages().serviceLegalList("payroll-compliance", "hi");
    expect(hindi).toMatchObject({
      slug: "payroll-compliance",
      title: "Payroll Compliances",
      points: typed.points,
      laws: typed.laws,
      review: { reviewed: "2026-11-24" },
    });
    expect(hindi!.review.sources[0]).toEqual({ name: "कर्मचारी भविष्य निधि संगठन", url: "https://www.epfindia.gov.in/" });
    // The English page is untouched.
    const english = await pages().serviceLegalList("payroll-compliance");
    expect(english!.points[0]).toMatch(/^PF: 12% from the employee/);
    expect(await pages().serviceLegalList("no-such-page", "hi")).toBeNull();
    expect((await pair("payroll-compliance")).englishChangedAt).toBeNull();
    expect(await reviews()).toEqual([]);
  });

  it("flags the Hindi for review when an editor saves the English lists; the Hindi page keeps its Hindi", async () => {
    const saved = await t.app.inject({
      method: "PATCH",
      url: serviceListAdminPaths.list("payroll-compliance"),
      headers: auth,
      payload: englishEdit,
    });
    expect(saved.statusCode).toBe(200);
    const englishUpdatedAt = saved.json().list.updatedAt as string;

    const flagged = await pair("payroll-compliance");
    expect(flagged.englishChangedAt).toBe(englishUpdatedAt);
    expect(flagged.english.points).toEqual(englishEdit.points);
    expect(flagged.translation.points[0]).toMatch(/^पीएफ़: कर्मचारी से 12%/);
    expect(await reviews()).toEqual([{ slug: "payroll-compliance", englishChangedAt: englishUpdatedAt }]);
    expect((await pages().serviceLegalList("payroll-compliance", "hi"))!.points[0]).toMatch(/^पीएफ़/);
  });

  it("saves the Hindi with its own review date and sources, which clears the flag and is audited", async () => {
    changed.length = 0;
    const res = await t.app.inject({
      method: "PATCH",
      url: hindiPath("payroll-compliance"),
      headers: auth,
      payload: hindiEdit,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: serviceListTranslationMessages.saved, englishChangedAt: null });
    expect(changed).toEqual(["services"]);
    expect(await reviews()).toEqual([]);

    const shown = await pages().serviceLegalList("payroll-compliance", "hi");
    // Each line trimmed, as the English lists' are.
    expect(shown!.points).toEqual([hindiEdit.points[0], "दूसरी पंक्ति।"]);
    expect(shown!.review).toEqual({ reviewed: "2026-11-26", sources: hindiEdit.sources });
    // The English list keeps its own review date.
    expect((await pages().serviceLegalList("payroll-compliance"))!.review.reviewed).toBe("2026-11-25");

    const [entry] = (await t.app.inject({ url: adminPaths.audit, headers: auth })).json().entries;
    expect(entry).toMatchObject({
      action: "service-list.translate",
      target: "service page payroll-compliance (hi)",
      detail: "Changed the hi translation of the lists of “Payroll Compliances”",
    });
    expect(JSON.parse(entry.before).points[0]).toMatch(/^पीएफ़/);
    expect(JSON.parse(entry.after)).toMatchObject({ reviewed: "2026-11-26", sources: hindiEdit.sources });
  });

  it("adds a Hindi list where none was stored, and previews one without storing it", async () => {
    await t.db.deleteFrom("service_legal_list_translations").where("slug", "=", "mines").execute();
    expect(await pages().serviceLegalList("mines", "hi")).toBeNull();
    expect(await pair("mines")).toMatchObject({ translation: null, englishChangedAt: null });

    const preview = await t.app.inject({
      method: "POST",
      url: `${hindiPath("mines")}/preview`,
      headers: auth,
      payload: hindiEdit,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().list).toMatchObject({ slug: "mines", laws: hindiEdit.laws });
    expect(await pages().serviceLegalList("mines", "hi")).toBeNull();

    const added = await t.app.inject({ method: "PATCH", url: hindiPath("mines"), headers: auth, payload: hindiEdit });
    expect(added.statusCode).toBe(200);
    expect(added.json().translation).toMatchObject({ slug: "mines", laws: hindiEdit.laws });
    const [entry] = (await t.app.inject({ url: adminPaths.audit, headers: auth })).json().entries;
    expect(entry).toMatchObject({
      action: "service-list.translate",
      detail: "Added the hi translation of the lists of “Mines Compliances”",
    });
    expect(entry.before).toBeNull();
  });

  it("refuses a Hindi edit with the English lists' rules, an unknown page, a language not offered and a caller not staff", async () => {
    const { reviewed: _omitted, ...noDate } = hindiEdit;
    for (const [payload, message] of [
      [noDate, serviceListMessages.reviewedRequired],
      [{ ...hindiEdit, reviewed: "2999-01-01" }, serviceListMessages.reviewedInvalid],
      [{ ...hindiEdit, points: [] }, serviceListMessages.pointsRequired],
      [{ ...hindiEdit, laws: [" "] }, serviceListMessages.lawsRequired],
      [{ ...hindiEdit, sources: [] }, serviceListMessages.sourceRequired],
      [
        { ...hindiEdit, sources: [{ name: "ESIC", url: "http://www.esic.gov.in/" }] },
        serviceListMessages.sourceUrlInvalid,
      ],
    ] as const) {
      const refused = await t.app.inject({ method: "PATCH", url: hindiPath("vendor-audit"), headers: auth, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await pages().serviceLegalList("vendor-audit", "hi"))!.review.reviewed).toBe("2026-11-24");

    const unknown = await t.app.inject({ url: hindiPath("nope"), headers: auth });
    expect(unknown.statusCode).toBe(404);
    const unknownSave = await t.app.inject({
      method: "PATCH",
      url: hindiPath("nope"),
      headers: auth,
      payload: hindiEdit,
    });
    expect(unknownSave.statusCode).toBe(404);
    const french = await t.app.inject({ url: serviceListTranslationPaths.translation("mines", "fr"), headers: auth });
    expect(french.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: "PATCH", url: hindiPath("mines"), payload: hindiEdit });
    expect(anonymous.statusCode).toBe(401);

    // An author (decision 109) may not touch legal content, in any language.
    const added = await t.app.inject({
      method: "POST",
      url: adminPaths.editors,
      headers: auth,
      payload: { mobile: "9876500021", role: "author" },
    });
    expect(added.statusCode).toBe(201);
    const author = bearer(await sessionToken(t, "9876500021"));
    expect((await t.app.inject({ url: hindiPath("mines"), headers: author })).statusCode).toBe(403);
    const authorSave = await t.app.inject({
      method: "PATCH",
      url: hindiPath("mines"),
      headers: author,
      payload: hindiEdit,
    });
    expect(authorSave.statusCode).toBe(403);
  });

  it("seeds a missing translation flagged when staff had already changed the English", async () => {
    await t.db
      .deleteFrom("service_legal_list_translations")
      .where("slug", "in", ["payroll-compliance", "flexi-staffing"])
      .execute();
    expect(await seedServiceListTranslations(t.db)).toBe(2);
    // payroll-compliance's English was edited above: its typed Hindi no longer translates it.
    expect((await reviews()).map((r: { slug: string }) => r.slug)).toEqual(["payroll-compliance"]);
    expect((await pair("flexi-staffing")).englishChangedAt).toBeNull();
  });
});
