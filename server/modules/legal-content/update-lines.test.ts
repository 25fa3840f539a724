import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listLegalUpdates } from "../legal-updates/legal-updates.repository.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { seedGuideAnswers } from "./guides.seed.ts";

describe("a guide answer's correction is listed on /updates", () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
    await seedGuideAnswers(t.db);
  });
  afterAll(() => t.close());

  const save = (answerHtml: string, reviewed: string) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/admin/guide-answers/esic-rates",
      headers: auth,
      payload: {
        question: "What are the ESIC contribution rates?",
        answerHtml,
        reviewed,
        sources: [{ name: "Employees' State Insurance Corporation", url: "https://www.esic.gov.in/contribution" }],
      },
    });

  it("adds a line for a changed answer, with its page and source, and none for a new review date alone", async () => {
    expect((await save("<p>The employee pays 0.75% and the employer 3.25%.</p>", "2026-11-20")).statusCode).toBe(200);
    const [line] = await listLegalUpdates(t.db);
    expect(line).toMatchObject({
      pages: ["/esic"],
      topics: ["esi"],
      source: { url: "https://www.esic.gov.in/contribution" },
    });
    expect(line!.summary).toContain("“What are the ESIC contribution rates?”");

    expect((await save("<p>The employee pays 0.75% and the employer 3.25%.</p>", "2026-11-21")).statusCode).toBe(200);
    expect(await listLegalUpdates(t.db)).toHaveLength(1);
  });
});
