import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailingListPaths } from "../../../contract/api/subscribe.ts";
import { updateTopicsApiPath, updateTopicsMessages } from "../../../contract/api/update-topics.ts";
import { figureAdminPaths } from "../../../contract/legal-content/legal-figures.ts";
import { jobNames } from "../../jobs/job-names.ts";
import { bearer, confirmedSubscriber, loginAs, readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { subscriptionLinks, subscriptionToken } from "./subscription-links.ts";

describe("changes in the law e-mailed to the subscribers who chose them (issue 27, decision 085)", () => {
  let t: TestApp;
  let staff: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    staff = await loginAs(t);
    for (const who of ["esi", "epf", "rajasthan", "maharashtra", "quiet"])
      tokens[who] = await confirmedSubscriber(t, `${who}@example.com`);
  });
  afterAll(() => t.close());

  const topicsUrl = (token: string) => `${updateTopicsApiPath}?token=${encodeURIComponent(token)}`;
  const choose = (token: string, payload: unknown) =>
    t.app.inject({ method: "PUT", url: topicsUrl(token), payload: payload as object });
  const updateMails = async (now = new Date()) => {
    await t.app.jobs.run(jobNames.legalUpdateMails, now);
    await t.app.outboxWorker.drain();
    return readOutboxFile(t.env.OUTBOX_FILE).filter((m) =>
      /^(Change in labour law|\d+ changes in labour law)/.test(m.subject),
    );
  };
  const newFigure = (key: string, value: number, summary: string) =>
    t.app.inject({
      method: "POST",
      url: figureAdminPaths.figures,
      headers: bearer(staff),
      payload: {
        key,
        value,
        effectiveFrom: "2027-01-01",
        sourceName: "Employees' State Insurance Corporation",
        sourceUrl: "https://www.esic.gov.in/notifications",
        reviewed: "2026-11-20",
        summary,
      },
    });

  it("offers no topics until chosen, and saves a choice through the address's own link", async () => {
    const before = await t.app.inject({ url: topicsUrl(tokens["esi"]!) });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ email: "esi@example.com", topics: [], state: "" });

    const saved = await choose(tokens["esi"]!, { topics: ["esi"] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: updateTopicsMessages.saved });
    expect((await t.app.inject({ url: topicsUrl(tokens["esi"]!) })).json()).toEqual({
      email: "esi@example.com",
      topics: ["esi"],
      state: "",
    });
    expect((await choose(tokens["epf"]!, { topics: ["epf", "calendar"] })).statusCode).toBe(200);
    expect((await choose(tokens["rajasthan"]!, { topics: [], state: "Rajasthan" })).statusCode).toBe(200);
    expect((await choose(tokens["maharashtra"]!, { topics: ["factory"], state: "Maharashtra" })).statusCode).toBe(200);
    const none = await choose(tokens["quiet"]!, { topics: [], state: "" });
    expect(none.json()).toEqual({ message: updateTopicsMessages.savedNone });
  });

  it("refuses a topic or a state not on the list, and a link it did not sign or for an address not confirmed", async () => {
    const badTopic = await choose(tokens["esi"]!, { topics: ["esi", "gossip"] });
    expect(badTopic.statusCode).toBe(400);
    expect(badTopic.json()).toMatchObject({ message: updateTopicsMessages.invalidTopic });
    const badState = await choose(tokens["esi"]!, { topics: [], state: "Atlantis" });
    expect(badState.statusCode).toBe(400);
    expect(badState.json()).toMatchObject({ message: updateTopicsMessages.invalidState });

    const [id] = tokens["esi"]!.split(".");
    const forged = await choose(`${id}.${"0".repeat(32)}`, { topics: ["epf"] });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ message: updateTopicsMessages.invalidLink });
    // Another address's token names another row: it cannot be bent to this one.
    const [otherId, mac] = tokens["epf"]!.split(".");
    expect((await choose(`${Number(otherId) + 1}.${mac}`, { topics: [] })).statusCode).toBe(404);

    // A pending address (never confirmed) has no choice to make.
    await t.app.inject({ method: "POST", url: "/api/subscribe", payload: { email: "pending@example.com" } });
    const pending = await t.db
      .selectFrom("subscribers")
      .select("id")
      .where("email", "=", "pending@example.com")
      .executeTakeFirstOrThrow();
    const pendingToken = subscriptionToken(t.env.SESSION_SECRET, "topics", {
      id: Number(pending.id),
      email: "pending@example.com",
    });
    expect((await choose(pendingToken, { topics: ["esi"] })).statusCode).toBe(404);
    expect((await t.app.inject({ url: topicsUrl(tokens["esi"]!) })).json()).toMatchObject({ topics: ["esi"] });
  });

  it("mails a new ESI figure once, to the ESI reader only, with its source, the topics link and one-click unsubscribe", async () => {
    expect(
      (await newFigure("esi.wageCeiling", 30000, "The ESI wage ceiling rises to ₹30,000 a month.")).statusCode,
    ).toBe(201);
    const mails = await updateMails();
    expect(mails.map((m) => m.to)).toEqual(["esi@example.com"]);
    const [mail] = mails;
    expect(mail!.subject).toBe("Change in labour law: The ESI wage ceiling rises to ₹30,000 a month.");
    expect(mail!.text).toContain("The ESI wage ceiling rises to ₹30,000 a month.");
    expect(mail!.text).toContain(
      "Source: Employees' State Insurance Corporation, https://www.esic.gov.in/notifications",
    );
    expect(mail!.text).toContain(`${t.env.PUBLIC_BASE_URL}/tools/pf-esi-calculator`);
    expect(mail!.text).toContain(`${t.env.PUBLIC_BASE_URL}${mailingListPaths.topics}?token=${tokens["esi"]}`);
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${t.env.PUBLIC_BASE_URL}${mailingListPaths.unsubscribe}\\?token=`),
    );

    // The next pass finds nothing new: a line is mailed once.
    expect(await updateMails()).toHaveLength(1);
  });

  it("sends a due date moved for one state to the readers of that state, not to a reader of another state", async () => {
    const moved = await t.app.inject({
      method: "POST",
      url: figureAdminPaths.dueDateChanges,
      headers: bearer(staff),
      payload: {
        obligationId: "factory-return",
        dueDate: "2027-01-31",
        newDate: "2027-02-28",
        sourceName: "Factories and Boilers Inspection Department, Rajasthan",
        sourceUrl: "https://rajfab.nic.in/notices",
        reviewed: "2026-11-20",
        summary: "Rajasthan extends the factory annual return for 2026 to 28 February 2027.",
      },
    });
    expect(moved.statusCode).toBe(201);
    const mails = await updateMails();
    const latest = mails.filter((m) => m.subject.includes("Rajasthan extends"));
    // Rajasthan chose the state; Maharashtra chose factories but names another state; the EPF reader
    // chose the calendar, but this line is for Rajasthan only and they named no state.
    expect(latest.map((m) => m.to).sort()).toEqual(["epf@example.com", "rajasthan@example.com"]);
  });

  it("writes nothing to an address that left the list", async () => {
    const row = await t.db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", "esi@example.com")
      .executeTakeFirstOrThrow();
    const leave = subscriptionLinks(t.env)
      .unsubscribeUrl({ id: Number(row.id), email: row.email })
      .replace(t.env.PUBLIC_BASE_URL, "");
    const left = await t.app.inject({
      method: "POST",
      url: leave,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(left.statusCode).toBe(200);
    expect((await newFigure("esi.employeeRate", 0.75, "The employee's ESI rate stays at 0.75 %.")).statusCode).toBe(
      201,
    );
    const mails = await updateMails();
    expect(mails.filter((m) => m.subject.includes("0.75"))).toEqual([]);
    expect((await t.app.inject({ url: topicsUrl(tokens["esi"]!) })).statusCode).toBe(404);
  });
});
