import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reminderMessages } from "../../../contract/api/reminders.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import type { ContentKind } from "../../events/content-events.ts";
import { readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { ReminderJob } from "./reminder-job.ts";

const form = { "content-type": "application/x-www-form-urlencoded" };

describe("compliance calendar reminders", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The newest e-mail to an address, after delivering the outbox. */
  async function lastMailTo(email: string) {
    await t.app.outboxWorker.drain();
    return readOutboxFile(t.env.OUTBOX_FILE)
      .filter((m) => m.to === email)
      .at(-1);
  }

  /** The link in an e-mail's text, as the query the confirm page would post back. */
  function linkParams(text: string): URLSearchParams {
    const link = /(http\S+\/tools\/reminders\?\S+)/.exec(text)![1]!;
    return new URL(link).searchParams;
  }

  async function subscribe(email: string, state: string, kind: string) {
    const asked = await t.app.inject({ method: "POST", url: "/api/reminders", payload: { email, state, kind } });
    expect(asked.statusCode).toBe(202);
    const params = linkParams((await lastMailTo(email))!.text);
    const started = await t.app.inject({
      method: "POST",
      url: "/api/reminders/start",
      headers: form,
      payload: new URLSearchParams([...params].filter(([k]) => k !== "action")).toString(),
    });
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe("/tools/reminders?done=started");
  }

  it("sends a signed start link and stores nothing until it is used", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/reminders",
      payload: { email: " Owner@Example.com ", state: "Rajasthan", kind: "factory-power" },
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: reminderMessages.sent });
    const mail = (await lastMailTo("owner@example.com"))!;
    expect(mail.subject).toBe("Confirm your compliance calendar reminders");
    expect(mail.text).toContain("(Rajasthan, Factory using power)");
    const params = linkParams(mail.text);
    expect(params.get("action")).toBe("start");
    expect(params.get("kind")).toBe("factory-power");
    expect(await t.db.selectFrom("subscribers").selectAll().where("email", "=", "owner@example.com").execute()).toEqual(
      [],
    );
  });

  it("answers a form without JavaScript with a redirect back to the calendar, keeping its filter", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/reminders",
      headers: form,
      payload: "email=a%40example.com&state=Gujarat&kind=shop",
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/tools/compliance-calendar?state=Gujarat&kind=shop&reminders=sent#reminders");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/reminders",
      headers: form,
      payload: "email=not-an-address&state=Nowhere",
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(
      "/tools/compliance-calendar?state=Rajasthan&kind=all&reminders=invalid#reminders",
    );
    const json = await t.app.inject({ method: "POST", url: "/api/reminders", payload: { email: "nope" } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      error: reminderMessages.invalid,
      message: reminderMessages.invalid,
      fields: { email: reminderMessages.invalid },
    });
  });

  it("refuses a start link whose filter or signature was changed", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/reminders",
      payload: { email: "tamper@example.com", state: "Rajasthan", kind: "shop" },
    });
    const params = linkParams((await lastMailTo("tamper@example.com"))!.text);
    params.set("kind", "mine");
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/reminders/start",
      headers: form,
      payload: params.toString(),
    });
    expect(changed.headers.location).toBe("/tools/reminders?done=bad-link");
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/reminders/start",
      payload: { email: "victim@example.com", state: "Rajasthan", kind: "shop", sig: "a".repeat(64) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe(reminderMessages["bad-link"]);
    expect(
      await t.db
        .selectFrom("subscribers")
        .selectAll()
        .where("email", "in", ["tamper@example.com", "victim@example.com"])
        .execute(),
    ).toEqual([]);
  });

  it("e-mails each due date three days before, once, whatever restarts or second processes do", async () => {
    await subscribe("hr@example.com", "Rajasthan", "shop");
    const row = await t.db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", "hr@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reminder_state: "Rajasthan", reminder_kind: "shop" });
    expect(row.reminders_since).not.toBeNull();

    // 12 December 2026, 08:30 in India: 15 December (EPF and ESI) is three days away.
    const now = new Date("2026-12-12T03:00:00Z");
    expect(await t.app.reminderJob.run(now)).toBeGreaterThanOrEqual(1);
    const mail = (await lastMailTo("hr@example.com"))!;
    expect(mail.subject).toBe("Due on 15 December 2026: EPF contributions and ECR, ESI contributions");
    expect(mail.text).toContain("- EPF contributions and ECR for November 2026");
    expect(mail.text).toContain("https://unifiedportal-emp.epfindia.gov.in/");
    expect(mail.text).toContain("Stop these reminders: http");

    // Again, after a "restart" (a new job), and from two processes at once: nothing more.
    expect(await t.app.reminderJob.run(now)).toBe(0);
    const restarted = new ReminderJob({
      db: t.db,
      content: t.app.content,
      log: t.app.log,
      publicBaseUrl: "http://x",
      secret: "s",
      queued: () => {},
      calendarOn: (date) => t.app.figures.calendarOn(date),
    });
    const [a, b] = await Promise.all([restarted.run(now), t.app.reminderJob.run(now)]);
    expect(a + b).toBe(0);
    await t.app.outboxWorker.drain();
    expect(
      readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.to === "hr@example.com" && m.subject.includes("15 December")),
    ).toHaveLength(1);
  });

  it("catches up on the next run after a pause, and sends a new subscriber the dates still ahead", async () => {
    await subscribe("late@example.com", "Rajasthan", "all");
    // 14 December in India: the 15th is tomorrow and was never sent to this subscriber.
    await t.app.reminderJob.run(new Date("2026-12-14T03:00:00Z"));
    expect((await lastMailTo("late@example.com"))!.subject).toContain("Due on 15 December 2026");
  });

  it("says when a due date falls on a Sunday or a national holiday (15 August 2027: both)", async () => {
    await subscribe("august@example.com", "Rajasthan", "all");
    await t.app.reminderJob.run(new Date("2027-08-12T03:00:00Z"));
    expect((await lastMailTo("august@example.com"))!.subject).toContain(
      "Due on 15 August 2027 (Independence Day, a Sunday: pay or file by the working day before)",
    );
  });

  it("stops with the link in any reminder, and the address stays on the mailing list", async () => {
    const params = linkParams((await lastMailTo("hr@example.com"))!.text);
    expect(params.get("action")).toBe("stop");
    const stopped = await t.app.inject({
      method: "POST",
      url: "/api/reminders/stop",
      payload: { email: params.get("email"), sig: params.get("sig") },
    });
    expect(stopped.json()).toEqual({ message: reminderMessages.stopped });
    const row = await t.db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", "hr@example.com")
      .executeTakeFirstOrThrow();
    expect(row.reminders_since).toBeNull();
    // 4 January 2027: the 7th (wages, TDS) is three days away, but reminders are off.
    await t.app.reminderJob.run(new Date("2027-01-04T03:00:00Z"));
    expect((await lastMailTo("hr@example.com"))!.subject).not.toContain("7 January");
  });

  it("stops in one click from the mail client: the List-Unsubscribe headers and a POST of List-Unsubscribe=One-Click (RFC 8058)", async () => {
    const mail = (await lastMailTo("late@example.com"))!;
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = /^<https?:\/\/[^/]+(\/api\/reminders\/stop\?[^>]+)>$/.exec(
      mail.headers?.["List-Unsubscribe"] ?? "",
    )?.[1];
    expect(url).toBeTruthy();
    const forged = await t.app.inject({
      method: "POST",
      url: url!.replace(/sig=[^&]+/, "sig=forged-signature-0000000000"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);
    const stopped = await t.app.inject({
      method: "POST",
      url: url!,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ message: reminderMessages.stopped });
    const row = await t.db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", "late@example.com")
      .executeTakeFirstOrThrow();
    expect(row.reminders_since).toBeNull();
  });

  it("tells the page cache when the date in India changes", async () => {
    const seen: ContentKind[] = [];
    t.app.content.on((kind) => seen.push(kind));
    const job = new ReminderJob({
      db: t.db,
      content: t.app.content,
      log: t.app.log,
      publicBaseUrl: "http://x",
      secret: "s",
      queued: () => {},
      calendarOn: (date) => t.app.figures.calendarOn(date),
    });
    await job.run(new Date("2026-12-20T18:00:00Z")); // 23:30 IST on the 20th
    await job.run(new Date("2026-12-20T18:20:00Z")); // 23:50 IST: same day
    expect(seen).toEqual([]);
    await job.run(new Date("2026-12-20T18:40:00Z")); // 00:10 IST on the 21st
    expect(seen).toEqual(["date"]);
  });
});
