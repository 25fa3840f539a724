import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths } from "../../../contract/console/admin.ts";
import { departmentLicencesHi } from "../../../contract/legal-content/hi/licences.ts";
import { licenceAdminPaths, licenceMessages } from "../../../contract/legal-content/licence-rows.ts";
import {
  licenceTranslationMessages,
  licenceTranslationPaths,
} from "../../../contract/legal-content/licence-translations.ts";
import { departmentLicences } from "../../../contract/legal-content/licences.ts";
import { bearer } from "../../../tests/setup/api-helpers.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { createAppServices } from "../../pages/create-app-services.ts";
import { seedLicenceTranslations } from "./licence-translations.seed.ts";
import { seedLicenceRows } from "./licences.seed.ts";

describe("licence directory rows in Hindi: stored per language, flagged when the English changes", () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const changed: string[] = [];
  const hindiRows = () => createAppServices(t.db, t.env, () => undefined).licenceRows("hi");
  const hindiRow = async (id: string) => (await hindiRows()).find((row) => row.id === id)!;
  const hindiPath = (id: string) => licenceTranslationPaths.translation(id, "hi");
  const pair = async (id: string) => (await t.app.inject({ url: hindiPath(id), headers: auth })).json();
  const reviews = async () =>
    (await t.app.inject({ url: licenceTranslationPaths.reviews("hi"), headers: auth })).json().reviews;

  const englishEdit = {
    department: "ESIC (Employees' State Insurance Corporation)",
    licences: [
      "Employer code (10 or more persons)",
      "Insurance numbers for employees",
      "Monthly contributions by the 15th",
    ],
    reviewed: "2026-11-25",
    sources: [{ name: "Employees' State Insurance Corporation", url: "https://www.esic.gov.in/" }],
  };
  const hindiEdit = {
    department: "ईएसआईसी (कर्मचारी राज्य बीमा निगम)",
    licences: ["नियोक्ता कोड (10 या अधिक व्यक्ति)", " कर्मचारियों के बीमा नंबर (IP number) ", "15 तारीख़ तक मासिक अंशदान"],
    reviewed: "2026-11-26",
    sources: [{ name: "कर्मचारी राज्य बीमा निगम", url: "https://www.esic.gov.in/contribution" }],
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.app.content.on((kind) => changed.push(kind));
    auth = bearer(await sessionToken(t, "9999999999"));
    await seedLicenceRows(t.db);
  });
  afterAll(() => t.close());

  it("seeds every typed Hindi row once, current with the English it was written from", async () => {
    expect(await seedLicenceTranslations(t.db)).toBe(departmentLicences.length);
    expect(await seedLicenceTranslations(t.db)).toBe(0);
    const typed = departmentLicences.find((row) => row.id === "esic")!;
    expect(await hindiRow("esic")).toMatchObject({
      id: "esic",
      department: departmentLicencesHi["esic"]!.department,
      licences: departmentLicencesHi["esic"]!.licences,
      review: { reviewed: typed.review.reviewed },
      inEnglish: false,
    });
    expect((await hindiRow("esic")).review.sources[0]).toEqual({
      name: "कर्मचारी राज्य बीमा निगम",
      url: typed.review.sources[0]!.url,
    });
    // The English rows are untouched.
    const english = await createAppServices(t.db, t.env, () => undefined).licenceRows();
    expect(english.find((row) => row.id === "esic")).toMatchObject({ department: "ESIC", licences: typed.licenses });
    expect(english.every((row) => !("inEnglish" in row))).toBe(true);
    expect(await pair("esic")).toMatchObject({ englishChangedAt: null, english: { department: "ESIC" } });
    expect(await reviews()).toEqual([]);
  });

  it("flags the Hindi for review when an editor saves the English row; the Hindi page keeps its Hindi", async () => {
    const saved = await t.app.inject({
      method: "PATCH",
      url: licenceAdminPaths.row("esic"),
      headers: auth,
      payload: englishEdit,
    });
    expect(saved.statusCode).toBe(200);
    const englishUpdatedAt = saved.json().row.updatedAt as string;

    const flagged = await pair("esic");
    expect(flagged.englishChangedAt).toBe(englishUpdatedAt);
    expect(flagged.english.licences).toEqual(englishEdit.licences);
    expect(flagged.translation.department).toBe(departmentLicencesHi["esic"]!.department);
    expect(await reviews()).toEqual([{ id: "esic", englishChangedAt: englishUpdatedAt }]);
    expect(await hindiRow("esic")).toMatchObject({
      department: departmentLicencesHi["esic"]!.department,
      inEnglish: false,
    });
  });

  it("saves the Hindi with its own review date and sources, which clears the flag and is audited", async () => {
    changed.length = 0;
    const res = await t.app.inject({ method: "PATCH", url: hindiPath("esic"), headers: auth, payload: hindiEdit });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: licenceTranslationMessages.saved, englishChangedAt: null });
    expect(changed).toEqual(["licences"]);
    expect(await reviews()).toEqual([]);

    const shown = await hindiRow("esic");
    // Each line trimmed, as the English rows' are.
    expect(shown.licences).toEqual([hindiEdit.licences[0], "कर्मचारियों के बीमा नंबर (IP number)", hindiEdit.licences[2]]);
    expect(shown.review).toEqual({ reviewed: "2026-11-26", sources: hindiEdit.sources });
    // The English row keeps its own review date.
    expect((await pair("esic")).english.review.reviewed).toBe("2026-11-25");

    const [entry] = (await t.app.inject({ url: adminPaths.audit, headers: auth })).json().entries;
    expect(entry).toMatchObject({
      action: "licence.translate",
      target: "licence row esic (hi)",
      detail: `Changed the hi translation of the row “${englishEdit.department}”`,
    });
    expect(JSON.parse(entry.before).department).toBe(departmentLicencesHi["esic"]!.department);
    expect(JSON.parse(entry.after)).toMatchObject({ reviewed: "2026-11-26", sources: hindiEdit.sources });
  });

  it("adds a Hindi row where none was stored, and previews one without storing it", async () => {
    await t.db.deleteFrom("licence_row_translations").where("id", "=", "dgft").execute();
    expect(await hindiRow("dgft")).toMatchObject({ department: "DGFT", inEnglish: true });
    expect(await pair("dgft")).toMatchObject({ translation: null, englishChangedAt: null });

    const preview = await t.app.inject({
      method: "POST",
      url: `${hindiPath("dgft")}/preview`,
      headers: auth,
      payload: hindiEdit,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().row).toMatchObject({ id: "dgft", department: hindiEdit.department });
    expect((await hindiRow("dgft")).inEnglish).toBe(true);

    const added = await t.app.inject({ method: "PATCH", url: hindiPath("dgft"), headers: auth, payload: hindiEdit });
    expect(added.statusCode).toBe(200);
    expect(added.json().translation).toMatchObject({ id: "dgft", department: hindiEdit.department });
    expect(await hindiRow("dgft")).toMatchObject({ department: hindiEdit.department, inEnglish: false });
    const [entry] = (await t.app.inject({ url: adminPaths.audit, headers: auth })).json().entries;
    expect(entry).toMatchObject({
      action: "licence.translate",
      detail: expect.stringMatching(/^Added the hi translation/),
    });
    expect(entry.before).toBeNull();
  });

  it("refuses a Hindi edit with the English rows' rules, an unknown row, a language not offered and a caller not staff", async () => {
    const { reviewed: _omitted, ...noDate } = hindiEdit;
    for (const [payload, message] of [
      [noDate, licenceMessages.reviewedRequired],
      [{ ...hindiEdit, reviewed: "2999-01-01" }, licenceMessages.reviewedInvalid],
      [{ ...hindiEdit, department: " " }, licenceMessages.departmentRequired],
      [{ ...hindiEdit, licences: [] }, licenceMessages.licencesRequired],
      [{ ...hindiEdit, licences: [" "] }, licenceMessages.licencesRequired],
      [{ ...hindiEdit, sources: [] }, licenceMessages.sourceRequired],
      [{ ...hindiEdit, sources: [{ name: "ESIC", url: "http://www.esic.gov.in/" }] }, licenceMessages.sourceUrlInvalid],
    ] as const) {
      changed.length = 0;
      const refused = await t.app.inject({ method: "PATCH", url: hindiPath("rspcb"), headers: auth, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(message);
      expect(changed).toEqual([]);
    }
    expect((await hindiRow("rspcb")).department).toBe(departmentLicencesHi["rspcb"]!.department);

    expect((await t.app.inject({ url: hindiPath("nope"), headers: auth })).statusCode).toBe(404);
    const unknownSave = await t.app.inject({
      method: "PATCH",
      url: hindiPath("nope"),
      headers: auth,
      payload: hindiEdit,
    });
    expect(unknownSave.statusCode).toBe(404);
    const unknownPreview = await t.app.inject({
      method: "POST",
      url: `${hindiPath("nope")}/preview`,
      headers: auth,
      payload: hindiEdit,
    });
    expect(unknownPreview.statusCode).toBe(404);
    const french = await t.app.inject({ url: licenceTranslationPaths.translation("rspcb", "fr"), headers: auth });
    expect(french.statusCode).toBe(400);
    expect((await t.app.inject({ method: "PATCH", url: hindiPath("rspcb"), payload: hindiEdit })).statusCode).toBe(401);
    expect((await t.app.inject({ url: licenceTranslationPaths.reviews("hi") })).statusCode).toBe(401);

    // An author (decision 109) may not touch legal content, in any language.
    const added = await t.app.inject({
      method: "POST",
      url: adminPaths.editors,
      headers: auth,
      payload: { mobile: "9876500031", role: "author" },
    });
    expect(added.statusCode).toBe(201);
    const author = bearer(await sessionToken(t, "9876500031"));
    expect((await t.app.inject({ url: hindiPath("rspcb"), headers: author })).statusCode).toBe(403);
    const authorSave = await t.app.inject({
      method: "PATCH",
      url: hindiPath("rspcb"),
      headers: author,
      payload: hindiEdit,
    });
    expect(authorSave.statusCode).toBe(403);
    expect((await t.app.inject({ url: licenceTranslationPaths.reviews("hi"), headers: author })).statusCode).toBe(403);
  });

  it("seeds a missing translation flagged when staff had already changed the English", async () => {
    await t.db.deleteFrom("licence_row_translations").where("id", "in", ["esic", "gst"]).execute();
    expect(await seedLicenceTranslations(t.db)).toBe(2);
    // esic's English was edited above: its typed Hindi no longer translates it.
    expect((await reviews()).map((r: { id: string }) => r.id)).toEqual(["esic"]);
    expect((await pair("gst")).englishChangedAt).toBeNull();
    // Flagged, yet shown: as the guide answers are, until staff review it.
    expect(await hindiRow("esic")).toMatchObject({
      department: departmentLicencesHi["esic"]!.department,
      inEnglish: false,
    });
  });
});
