import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { esicGuide } from "../../../contract/legal-content/guide-esic.ts";
import { guideAdminPaths, guideMessages } from "../../../contract/legal-content/guides.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createAppServices } from "../../pages/create-app-services.ts";
import { monthsBefore } from "./review-rules.ts";
import { seedGuideAnswers, seedGuides } from "./guides.seed.ts";

const typedCount = seedGuides.reduce((n, guide) => n + guide.items.length, 0);

describe("guide answers: seeded from the typed guides, edited in the console", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const changed: string[] = [];
  const pages = () => createAppServices(t.db, t.env, () => undefined);

  beforeAll(async () => {
    t = await createTestApp({ LEGAL_REVIEW_MAX_AGE_MONTHS: "6" });
    t.app.content.on((kind) => changed.push(kind));
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
    expect(await seedGuideAnswers(t.db)).toBe(typedCount);
  });
  afterAll(() => t.close());

  const edit = {
    question: "What are the ESIC contribution rates?",
    answerHtml:
      '<p>The employee pays <strong>0.75%</strong> and the employer 3.25%.</p><p onclick="x()">Second<script>alert(1)</script> paragraph.</p>',
    reviewed: "2026-11-20",
    sources: [{ name: "Employees' State Insurance Corporation", url: "https://www.esic.gov.in/contribution" }],
  };

  it("seeds every typed answer once, in page order, as the page showed it", async () => {
    expect(await seedGuideAnswers(t.db)).toBe(0);
    const answers = await pages().guideAnswers("/esic");
    expect(answers.map((a) => a.id)).toEqual(esicGuide.items.map((item) => item.id));
    const [first] = answers;
    const typed = esicGuide.items[0]!;
    expect(first).toMatchObject({
      question: typed.question,
      date: typed.date,
      month: typed.month,
      dateNote: typed.dateNote,
      review: {
        reviewed: typed.review.reviewed,
        sources: typed.review.sources.map(({ name, url }) => ({ name, url })),
      },
    });
    // One paragraph per blank-line block; the structured data's text is the old plain text.
    expect(first!.answerHtml.match(/<p>/g)).toHaveLength(typed.answer.split("\n\n").length);
    expect(first!.answerText).toBe(typed.answer.replaceAll("\n\n", " "));
    expect(await pages().guideAnswers("/nowhere")).toEqual([]);
  });

  it("saves an edit sanitized, drops the cached pages and logs it with before and after", async () => {
    changed.length = 0;
    const before = (await pages().guideAnswers("/esic")).find((a) => a.id === "esic-rates")!;
    const answer = await t.app.inject({
      method: "PATCH",
      url: guideAdminPaths.answer("esic-rates"),
      headers: auth,
      payload: edit,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(guideMessages.saved);
    expect(changed).toEqual(["guides"]);

    const shown = (await pages().guideAnswers("/esic")).find((a) => a.id === "esic-rates")!;
    expect(shown.answerHtml).toBe(
      "<p>The employee pays <strong>0.75%</strong> and the employer 3.25%.</p><p>Second paragraph.</p>",
    );
    expect(shown.answerText).toBe("The employee pays 0.75% and the employer 3.25%. Second paragraph.");
    expect(shown.review).toEqual({ reviewed: "2026-11-20", sources: edit.sources });
    // The badge is not the editor's to change.
    expect([shown.date, shown.month, shown.dateNote]).toEqual([before.date, before.month, before.dateNote]);

    const [entry] = (await t.app.inject({ url: "/api/admin/audit", headers: auth })).json().entries;
    expect(entry).toMatchObject({ actor: "9999999999", action: "guide.edit", target: "guide answer esic-rates" });
    expect(entry.detail).toBe(`Changed answer, review date, sources of “${edit.question}” (/esic)`);
    expect(JSON.parse(entry.before)).toEqual({
      question: before.question,
      answerHtml: before.answerHtml,
      reviewed: before.review.reviewed,
      sources: before.review.sources,
    });
    expect(JSON.parse(entry.after)).toMatchObject({ answerHtml: shown.answerHtml, reviewed: "2026-11-20" });

    // A later start's seeding leaves the edit alone.
    expect(await seedGuideAnswers(t.db)).toBe(0);
    expect((await pages().guideAnswers("/esic")).find((a) => a.id === "esic-rates")!.answerHtml).toBe(shown.answerHtml);
  });

  it("requires a review date, a real past one, an https source and an answer with text; a refusal changes nothing", async () => {
    const { reviewed: _omitted, ...noDate } = edit;
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [payload, field, message] of [
      [noDate, "reviewed", guideMessages.reviewedRequired],
      [{ ...edit, reviewed: "" }, "reviewed", guideMessages.reviewedRequired],
      [{ ...edit, reviewed: "2026-02-30" }, "reviewed", guideMessages.reviewedInvalid],
      [{ ...edit, reviewed: tomorrow }, "reviewed", guideMessages.reviewedInvalid],
      [{ ...edit, sources: [] }, "sources", guideMessages.sourceRequired],
      [
        { ...edit, sources: [{ name: "ESIC", url: "http://www.esic.gov.in/" }] },
        "sources",
        guideMessages.sourceUrlInvalid,
      ],
      [{ ...edit, sources: [{ name: "ESIC", url: "javascript:alert(1)" }] }, "sources", guideMessages.sourceUrlInvalid],
      [{ ...edit, answerHtml: "<p><br></p><script>x</script>" }, "answerHtml", guideMessages.answerRequired],
      [{ ...edit, question: "  " }, "question", guideMessages.questionRequired],
    ] as const) {
      changed.length = 0;
      const answer = await t.app.inject({
        method: "PATCH",
        url: guideAdminPaths.answer("esic-employees"),
        headers: auth,
        payload: { ...payload, answerHtml: payload.answerHtml },
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toBe(message);
      expect(answer.json().fields?.[field]).toBe(message);
      expect(changed).toEqual([]);
    }
    const stored = (await pages().guideAnswers("/esic")).find((a) => a.id === "esic-employees")!;
    expect(stored.review.reviewed).toBe(esicGuide.items.find((i) => i.id === "esic-employees")!.review.reviewed);
  });

  it("previews an edit without storing it, and answers 404 for an unknown answer", async () => {
    const preview = await t.app.inject({
      method: "POST",
      url: guideAdminPaths.preview("esic-maternity"),
      headers: auth,
      payload: { ...edit, question: "Preview only?" },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().answer).toMatchObject({ id: "esic-maternity", question: "Preview only?" });
    const one = await t.app.inject({ url: guideAdminPaths.answer("esic-maternity"), headers: auth });
    expect(one.json().answer.question).not.toBe("Preview only?");
    for (const request of [
      { method: "GET", url: guideAdminPaths.answer("no-such-answer") },
      { method: "PATCH", url: guideAdminPaths.answer("no-such-answer"), payload: edit },
      { method: "POST", url: guideAdminPaths.preview("no-such-answer"), payload: edit },
    ] as const) {
      const answer = await t.app.inject({ ...request, headers: auth });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(guideMessages.notFound);
    }
  });

  it("lists answers oldest review first and flags those older than LEGAL_REVIEW_MAX_AGE_MONTHS", async () => {
    const old = { ...edit, question: "Which law governs ESI today?", reviewed: "2025-01-15" };
    expect(
      (await t.app.inject({ method: "PATCH", url: guideAdminPaths.answer("esic-law"), headers: auth, payload: old }))
        .statusCode,
    ).toBe(200);
    const list = (await t.app.inject({ url: guideAdminPaths.answers, headers: auth })).json();
    expect(list.maxAgeMonths).toBe(6);
    expect(list.answers).toHaveLength(typedCount);
    const dates = list.answers.map((a: { review: { reviewed: string } }) => a.review.reviewed);
    expect(dates).toEqual([...dates].sort());
    expect(list.answers[0]).toMatchObject({ id: "esic-law", stale: true });
    for (const answer of list.answers) expect(answer.stale).toBe(answer.review.reviewed < list.staleBefore);
    expect(list.answers.filter((a: { stale: boolean }) => a.stale)).toHaveLength(1);
  });

  it("is for editors only", async () => {
    expect((await t.app.inject({ url: guideAdminPaths.answers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "PATCH", url: guideAdminPaths.answer("esic-law"), payload: edit })).statusCode,
    ).toBe(401);
  });

  it("counts months back on the calendar, clamped to the month's end", () => {
    expect(monthsBefore("2026-11-24", 6)).toBe("2026-05-24");
    expect(monthsBefore("2026-08-31", 6)).toBe("2026-02-28");
    expect(monthsBefore("2026-03-15", 6)).toBe("2025-09-15");
    expect(monthsBefore("2026-11-24", 120)).toBe("2016-11-24");
  });
});
