import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { esicGuide } from "../../../contract/legal-content/guide-esic.ts";
import { seGuide } from "../../../contract/legal-content/guide-se.ts";
import { hindiGuides } from "../../../contract/legal-content/hi/guides.ts";
import { guideAdminPaths, guideMessages } from "../../../contract/legal-content/guides.ts";
import { guideTranslationMessages, guideTranslationPaths } from "../../../contract/legal-content/guide-translations.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createAppServices } from "../../pages/create-app-services.ts";
import { seedGuideAnswers } from "./guides.seed.ts";
import { seedGuideTranslations } from "./guide-translations.seed.ts";

describe("guide answers in Hindi: stored per language, flagged when the English changes", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const changed: string[] = [];
  const pages = () => createAppServices(t.db, t.env, () => undefined);
  const pair = async (id: string) =>
    (await t.app.inject({ url: guideTranslationPaths.translation(id, "hi"), headers: auth })).json();
  const reviews = async () =>
    (await t.app.inject({ url: guideTranslationPaths.reviews("hi"), headers: auth })).json().reviews;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.content.on((kind) => changed.push(kind));
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
    await seedGuideAnswers(t.db);
  });
  afterAll(() => t.close());

  it("seeds every typed Hindi answer once, current with the English it was written from", async () => {
    expect(await seedGuideTranslations(t.db)).toBe(hindiGuides.reduce((n, guide) => n + guide.items.length, 0));
    expect(await seedGuideTranslations(t.db)).toBe(0);
    const hindi = await pages().guideAnswers("/esic", "hi");
    expect(hindi.map((a) => a.id)).toEqual(esicGuide.items.map((item) => item.id));
    const rates = hindi.find((a) => a.id === "esic-rates")!;
    const english = (await pages().guideAnswers("/esic")).find((a) => a.id === "esic-rates")!;
    expect(rates.question).toBe("ESIC अंशदान की दरें क्या हैं?");
    expect(rates.answerText).toContain("0.75%");
    expect(rates.answerText).toContain("3.25%");
    expect(rates.answerText).toContain("₹176");
    // The badge's day and month are the English answer's; its line is Hindi.
    expect([rates.date, rates.month]).toEqual([english.date, english.month]);
    expect(rates.dateNote).toBe("दिखाई गई तारीख़: इस उत्तर की अंतिम समीक्षा की तारीख़");
    // Its own review: the same date and official sites, under their Hindi names.
    expect(rates.review).toEqual({
      reviewed: english.review.reviewed,
      sources: [{ name: "कर्मचारी राज्य बीमा निगम", url: "https://www.esic.gov.in/" }],
    });
    // English pages are untouched; the Rajasthan guides have their Hindi too.
    expect(english.question).toBe("What are the ESIC contribution rates?");
    expect((await pages().guideAnswers("/se-guide", "hi")).map((a) => a.id)).toEqual(seGuide.items.map((i) => i.id));
    expect(await reviews()).toEqual([]);
    expect((await pair("esic-rates")).englishChangedAt).toBeNull();
  });

  it("flags the Hindi for review when an editor changes the English answer", async () => {
    const saved = await t.app.inject({
      method: "PATCH",
      url: guideAdminPaths.answer("esic-rates"),
      headers: auth,
      payload: {
        question: "What are the ESIC contribution rates?",
        answerHtml: "<p>The employee contributes 0.75% of wages and the employer 3.25%, a total of 4%.</p>",
        reviewed: "2026-11-25",
        sources: [{ name: "Employees' State Insurance Corporation", url: "https://www.esic.gov.in/" }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const englishUpdatedAt = saved.json().answer.updatedAt as string;

    const flagged = await pair("esic-rates");
    expect(flagged.englishChangedAt).toBe(englishUpdatedAt);
    expect(flagged.english.answerHtml).toContain("a total of 4%");
    expect(flagged.translation.question).toBe("ESIC अंशदान की दरें क्या हैं?");
    expect(await reviews()).toEqual([{ id: "esic-rates", englishChangedAt: englishUpdatedAt }]);
    // The Hindi page keeps showing the Hindi until staff review it.
    const shown = (await pages().guideAnswers("/esic", "hi")).find((a) => a.id === "esic-rates")!;
    expect(shown.question).toBe("ESIC अंशदान की दरें क्या हैं?");
  });

  it("saves the Hindi with its own review date and sources, which clears the flag", async () => {
    changed.length = 0;
    const hindi = {
      question: "ESIC अंशदान की दरें क्या हैं?",
      answerHtml:
        '<p>कर्मचारी मज़दूरी का <strong>0.75%</strong> और नियोक्ता 3.25% देता है, कुल 4%।</p><p onclick="x()">दूसरा<script>alert(1)</script> अनुच्छेद।</p>',
      reviewed: "2026-11-26",
      sources: [{ name: "कर्मचारी राज्य बीमा निगम", url: "https://www.esic.gov.in/contribution" }],
    };
    const res = await t.app.inject({
      method: "PATCH",
      url: guideTranslationPaths.translation("esic-rates", "hi"),
      headers: auth,
      payload: hindi,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: guideTranslationMessages.saved, englishChangedAt: null });
    expect(changed).toEqual(["guides"]);
    expect(await reviews()).toEqual([]);

    const shown = (await pages().guideAnswers("/esic", "hi")).find((a) => a.id === "esic-rates")!;
    expect(shown.answerHtml).toBe(
      "<p>कर्मचारी मज़दूरी का <strong>0.75%</strong> और नियोक्ता 3.25% देता है, कुल 4%।</p><p>दूसरा अनुच्छेद।</p>",
    );
    expect(shown.review).toEqual({ reviewed: "2026-11-26", sources: hindi.sources });
    // The English answer keeps its own review date.
    const english = (await pages().guideAnswers("/esic")).find((a) => a.id === "esic-rates")!;
    expect(english.review.reviewed).toBe("2026-11-25");

    const [entry] = (await t.app.inject({ url: "/api/admin/audit", headers: auth })).json().entries;
    expect(entry).toMatchObject({ action: "guide.translate", target: "guide answer esic-rates (hi)" });
  });

  it("refuses a Hindi edit with the English answer's rules, an unknown answer and a language not offered", async () => {
    const blank = await t.app.inject({
      method: "PATCH",
      url: guideTranslationPaths.translation("esic-rates", "hi"),
      headers: auth,
      payload: { question: "प्रश्न", answerHtml: "<p> </p>", reviewed: "2026-11-26", sources: [] },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ sources: guideMessages.sourceRequired });

    const unknown = await t.app.inject({ url: guideTranslationPaths.translation("nope", "hi"), headers: auth });
    expect(unknown.statusCode).toBe(404);
    const french = await t.app.inject({ url: guideTranslationPaths.translation("esic-rates", "fr"), headers: auth });
    expect(french.statusCode).toBe(400);
    const anonymous = await t.app.inject({ url: guideTranslationPaths.translation("esic-rates", "hi") });
    expect(anonymous.statusCode).toBe(401);
  });

  it("seeds a missing translation flagged when staff had already changed the English", async () => {
    await t.db.deleteFrom("guide_answer_translations").where("answer_id", "in", ["esic-rates", "esic-law"]).execute();
    expect(await seedGuideTranslations(t.db)).toBe(2);
    // esic-rates' English was edited above: its typed Hindi no longer translates it.
    expect((await reviews()).map((r: { id: string }) => r.id)).toEqual(["esic-rates"]);
  });
});
