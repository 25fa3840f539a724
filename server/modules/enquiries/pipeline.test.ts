import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../../contract/console/admin.ts";
import { leadsMessages, leadsPaths } from "../../../contract/console/leads.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { insertEditor } from "../auth/editors.repository.ts";

const owner = "9888888888";

describe("enquiries as a pipeline (issue 30)", () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ LEAD_ALERT_MOBILES: "9777777777, 9666666666" });
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
    await insertEditor(t.db, owner, new Date());
  });
  afterAll(() => t.close());

  const outbox = async () => {
    await t.app.outboxWorker.drain();
    return readOutboxFile(t.env.OUTBOX_FILE);
  };
  const enquire = async (extra: Record<string, string> = {}) => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "Asha Verma", email: "asha@factory.example", contact_number: "9876543210", ...extra },
    });
    expect(answer.statusCode).toBe(201);
    return answer.json<{ id: number }>().id;
  };
  const change = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: "PATCH", url: `/api/admin/enquiries/${id}`, headers: auth, payload });
  const listed = async (query = "") => {
    const answer = await t.app.inject({ url: `/api/admin/enquiries${query}`, headers: auth });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ enquiries: { id: number; [key: string]: unknown }[] }>().enquiries;
  };

  it("keeps the optional fields, the checker's answers and the visit's source, acknowledges and alerts through the outbox", async () => {
    const id = await enquire({
      company: "Verma Textiles",
      state: "Rajasthan",
      employees: "20-49",
      service: "Factory compliance",
      origin: "which-laws",
      tool_answers: "state=Rajasthan&kind=factory-power&employees=25&unknown=x",
      landing_path: "/esic?utm_source=linkedin&utm_campaign=nov",
      referrer: "https://www.linkedin.com/",
      utm_source: "LinkedIn",
      utm_campaign: "nov",
    });
    const [enquiry] = (await listed()).filter((e) => e.id === id);
    expect(enquiry).toMatchObject({
      status: "new",
      origin: "which-laws",
      company: "Verma Textiles",
      state: "Rajasthan",
      employees: "20-49",
      service: "Factory compliance",
      toolAnswers: { state: "Rajasthan", kind: "factory-power", employees: "25" },
      source: {
        landingPath: "/esic?utm_source=linkedin&utm_campaign=nov",
        referrer: "https://www.linkedin.com/",
        utmSource: "LinkedIn",
        utmMedium: null,
        utmCampaign: "nov",
      },
      owner: null,
      history: [],
      notes: [],
    });
    expect((await listed("?source=linkedin")).map((e) => e.id)).toContain(id);
    const messages = (await outbox()).filter((m) => m.text.includes(`#${id}`) || m.subject.includes(`#${id}`));
    const ack = messages.find((m) => m.to === "asha@factory.example")!;
    expect(ack.subject).toBe(`We received your enquiry (#${id})`);
    expect(ack.text).toContain(defaultSite.phone.display);
    expect(ack.text).toContain(defaultSite.hours.weekdays);
    expect(messages.find((m) => m.to === defaultSite.emails.primary)!.text).toContain("Source: linkedin");
    expect(
      messages
        .filter((m) => m.channel === "sms")
        .map((m) => m.to)
        .sort(),
    ).toEqual(["9666666666", "9777777777"]);
    // A second enquiry from the same address within the hour is stored and alerted, but not acknowledged again.
    const again = await enquire();
    const after = (await outbox()).filter((m) => m.subject === `We received your enquiry (#${again})`);
    expect(after).toHaveLength(0);
  });

  it("refuses optional fields outside their lists", async () => {
    for (const [field, value, message] of [
      ["state", "Atlantis", leadsMessages.invalidState],
      ["employees", "lots", leadsMessages.invalidEmployees],
      ["origin", "fax", leadsMessages.invalidOrigin],
    ] as const) {
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/contacts",
        payload: { name: "A", email: "a@example.com", contact_number: "9876543210", [field]: value },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: message });
    }
  });

  it("moves an enquiry forward with who and when, needs a reason to lose and a value to win, and may reopen", async () => {
    const id = await enquire();
    const contacted = await change(id, { status: "contacted" });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ message: leadsMessages.saved, enquiry: { status: "contacted" } });

    const back = await change(id, { status: "new" });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({
      error: leadsMessages.cannotMove,
      fields: { status: leadsMessages.cannotMove },
    });

    const noReason = await change(id, { status: "lost" });
    expect(noReason.json()).toMatchObject({ error: leadsMessages.reasonRequired });
    const noValue = await change(id, { status: "won" });
    expect(noValue.json()).toMatchObject({ error: leadsMessages.valueRequired });
    const badValue = await change(id, { status: "won", monthlyValue: -5 });
    expect(badValue.json()).toMatchObject({ error: leadsMessages.invalidValue });
    const badStage = await change(id, { status: "closed" });
    expect(badStage.json()).toMatchObject({ error: leadsMessages.invalidStage });
    const nothing = await change(id, {});
    expect(nothing.json()).toMatchObject({ error: leadsMessages.nothingToChange });

    await change(id, { status: "proposal_sent" });
    const lost = await change(id, { status: "lost", lostReason: "Chose a cheaper firm" });
    expect(lost.json().enquiry).toMatchObject({ status: "lost", lostReason: "Chose a cheaper firm" });
    const reopened = await change(id, { status: "proposal_sent" });
    expect(reopened.json().enquiry).toMatchObject({ status: "proposal_sent", lostReason: null });
    const won = await change(id, { status: "won", monthlyValue: 15000 });
    const enquiry = won.json().enquiry;
    expect(enquiry).toMatchObject({ status: "won", monthlyValue: 15000 });
    expect(
      enquiry.history.map((h: { actor: string; status: string; detail: string }) => [h.actor, h.status, h.detail]),
    ).toEqual([
      ["9999999999", "contacted", "New → Contacted"],
      ["9999999999", "proposal_sent", "Contacted → Proposal sent"],
      ["9999999999", "lost", "Proposal sent → Lost: Chose a cheaper firm"],
      ["9999999999", "proposal_sent", "Lost → Proposal sent"],
      ["9999999999", "won", "Proposal sent → Won: ₹15,000.00 a month"],
    ]);
    for (const h of enquiry.history) expect(Date.parse(h.at)).toBeGreaterThan(Date.now() - 60_000);
    const audit = await t.db.selectFrom("audit_log").selectAll().where("target", "=", `enquiry ${id}`).execute();
    expect(audit).toHaveLength(5);
    expect((await listed("?stage=won")).map((e) => e.id)).toEqual([id]);
  });

  it("gives an enquiry an owner (an editor, told by SMS), a note and a follow-up reminded on that morning", async () => {
    const id = await enquire({ name: "Ravi Kumar", email: "ravi@example.com" });
    const notEditor = await change(id, { owner: "9123456789" });
    expect(notEditor.json()).toMatchObject({ error: leadsMessages.notAnEditor });
    const badDate = await change(id, { nextFollowUp: "2026-02-30" });
    expect(badDate.json()).toMatchObject({ error: leadsMessages.invalidDate });

    const assigned = await change(id, { owner, nextFollowUp: "2026-12-01" });
    expect(assigned.json().enquiry).toMatchObject({ owner, nextFollowUp: "2026-12-01" });
    expect((await outbox()).find((m) => m.to === owner && m.subject === "Lead assigned")!.text).toContain(`#${id}`);

    const note = await t.app.inject({
      method: "POST",
      url: leadsPaths.notes(id),
      headers: auth,
      payload: { text: " Wants a quote for 40 workers " },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().enquiry.notes).toMatchObject([{ author: "9999999999", text: "Wants a quote for 40 workers" }]);
    const empty = await t.app.inject({
      method: "POST",
      url: leadsPaths.notes(id),
      headers: auth,
      payload: { text: " " },
    });
    expect(empty.json()).toMatchObject({ error: leadsMessages.noteRequired });
    const unknown = await t.app.inject({
      method: "POST",
      url: leadsPaths.notes(999999),
      headers: auth,
      payload: { text: "x" },
    });
    expect(unknown.json()).toMatchObject({ error: adminMessages.enquiryNotFound });

    // The day before, nothing; on the day before 08:00 in India, nothing; at 08:00, one SMS and one e-mail; then never again.
    // Queued at the job's clock (days ahead of the worker's), so read from the outbox table.
    const reminders = async () =>
      (
        await t.db.selectFrom("outbox").selectAll().where("subject", "like", "Follow-up due%").orderBy("id").execute()
      ).map((m) => ({ channel: m.channel, to: m.recipient, text: m.body }));
    await t.app.jobs.run("follow-ups", new Date("2026-11-30T04:00:00Z"));
    await t.app.jobs.run("follow-ups", new Date("2026-12-01T02:00:00Z")); // 07:30 in India
    expect(await reminders()).toHaveLength(0);
    await t.app.jobs.run("follow-ups", new Date("2026-12-01T02:40:00Z")); // 08:10 in India
    await t.app.jobs.run("follow-ups", new Date("2026-12-01T03:00:00Z"));
    const sent = await reminders();
    expect(sent.map((m) => [m.channel, m.to])).toEqual([
      ["sms", owner],
      ["email", defaultSite.emails.primary],
    ]);
    expect(sent[0]!.text).toContain(`#${id}`);
    expect(sent[1]!.text).toContain(`owner is the editor ${owner}`);
    // A new date is reminded again on its morning.
    await change(id, { nextFollowUp: "2026-12-03" });
    await t.app.jobs.run("follow-ups", new Date("2026-12-03T03:00:00Z"));
    expect(await reminders()).toHaveLength(4);
  });

  it("shows an owner's morning: overdue, due today and new since yesterday; and filters overdue follow-ups", async () => {
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 5.5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const overdue = await enquire({ name: "Overdue Co", email: "o@example.com" });
    const dueToday = await enquire({ name: "Today Co", email: "d@example.com" });
    await change(overdue, { owner, nextFollowUp: yesterday });
    await change(dueToday, { owner, nextFollowUp: today });
    const ownerAuth = { authorization: `Bearer ${await sessionToken(t, owner)}` };
    const answer = await t.app.inject({ url: leadsPaths.morning, headers: ownerAuth });
    expect(answer.statusCode).toBe(200);
    const view = answer.json();
    expect(view.owner).toBe(owner);
    expect(view.today).toBe(today);
    expect(view.overdue.map((e: { id: number }) => e.id)).toContain(overdue);
    expect(view.overdue.map((e: { id: number }) => e.id)).not.toContain(dueToday);
    expect(view.dueToday.map((e: { id: number }) => e.id)).toEqual([dueToday]);
    expect(view.newSinceYesterday.map((e: { id: number }) => e.id)).toEqual(
      expect.arrayContaining([overdue, dueToday]),
    );
    const filtered = await listed(`?owner=${owner}&overdue=1`);
    expect(filtered.map((e) => e.id)).toContain(overdue);
    expect(filtered.map((e) => e.id)).not.toContain(dueToday);
  });

  it("keeps won enquiries past the retention period and deletes the others with their notes", async () => {
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const won = await enquire({ name: "Client Co", email: "c@example.com" });
    const lost = await enquire({ name: "Gone Co", email: "g@example.com" });
    await change(won, { status: "won", monthlyValue: 5000 });
    await t.app.inject({ method: "POST", url: leadsPaths.notes(lost), headers: auth, payload: { text: "No budget" } });
    await t.db.updateTable("enquiries").set({ created_at: old }).where("id", "in", [won, lost]).execute();
    await t.app.jobs.run("retention");
    const ids = (await t.db.selectFrom("enquiries").select("id").execute()).map((r) => Number(r.id));
    expect(ids).toContain(won);
    expect(ids).not.toContain(lost);
    expect(await t.db.selectFrom("enquiry_notes").selectAll().where("enquiry_id", "=", lost).execute()).toHaveLength(0);
  });
});
