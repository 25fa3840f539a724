import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEnquiry } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { createSession } from "../auth/sessions.repository.ts";
import { finishSentNewsletters, insertNewsletter, startSending } from "../newsletters/newsletters.repository.ts";
import { insertCode } from "../auth/otp-codes.repository.ts";
import { recordReminder } from "../reminders/reminders.repository.ts";
import { startReminders } from "../subscribers/subscribers.repository.ts";
import { signUp } from "../subscribers/subscribers.service.ts";
import { subscriptionLinks } from "../subscribers/subscription-links.ts";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe("the retention job", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subjects = async () =>
    (await t.db.selectFrom("outbox").select("subject").orderBy("id").execute()).map((r) => r.subject);

  it("deletes sent messages older than MESSAGE_RETENTION_DAYS (30) and keeps recent and undelivered ones", async () => {
    const email = (subject: string) => ({ channel: "email" as const, to: "x@example.com", subject, text: "t" });
    await enqueueMessage(t.db, email("sent 40 days ago"), daysAgo(40));
    await enqueueMessage(
      t.db,
      { channel: "sms", to: "9999999999", subject: "OTP 31 days ago", text: "123456 is your code" },
      daysAgo(31),
    );
    await enqueueMessage(t.db, email("sent 29 days ago"), daysAgo(29));
    await t.app.outboxWorker.drain();
    await enqueueMessage(t.db, email("still waiting from 40 days ago"), daysAgo(40));
    expect(await subjects()).toHaveLength(4);

    const outcome = await t.app.jobs.run("retention");
    expect(outcome).toMatchObject({ messages: 2 });
    expect(await subjects()).toEqual(["sent 29 days ago", "still waiting from 40 days ago"]);
    // A second pass finds nothing more to do.
    expect(await t.app.jobs.run("retention")).toBeUndefined();
  });

  it("deletes enquiries older than ENQUIRY_RETENTION_DAYS (365) and keeps the rest", async () => {
    await seedEnquiry(t, { name: "Old", email: "old@example.com", contact_number: "9876543210" }, 366 * 24 * 60);
    await seedEnquiry(t, { name: "Recent", email: "recent@example.com", contact_number: "9876543211" }, 364 * 24 * 60);
    expect(await t.app.jobs.run("retention")).toMatchObject({ enquiries: 1 });
    expect((await t.db.selectFrom("enquiries").select("name").execute()).map((r) => r.name)).toEqual(["Recent"]);
  });

  it("deletes addresses never confirmed within 7 days and those that left 30 days ago, and keeps the list", async () => {
    const links = { ...subscriptionLinks(t.env), privacyUrl: "http://x/privacy" };
    await signUp(t.db, links, "unconfirmed@example.com", daysAgo(8));
    await signUp(t.db, links, "new@example.com", daysAgo(1));
    await signUp(t.db, links, "gone@example.com", daysAgo(60));
    await signUp(t.db, links, "reader@example.com", daysAgo(60));
    await t.db
      .updateTable("subscribers")
      .set({ status: "unsubscribed", unsubscribed_at: daysAgo(31).toISOString() })
      .where("email", "=", "gone@example.com")
      .execute();
    await t.db
      .updateTable("subscribers")
      .set({ status: "active", confirmed_at: daysAgo(59).toISOString() })
      .where("email", "=", "reader@example.com")
      .execute();
    expect(await t.app.jobs.run("retention")).toMatchObject({ subscribers: 2 });
    expect(
      (await t.db.selectFrom("subscribers").select("email").orderBy("email").execute()).map((r) => r.email),
    ).toEqual(["new@example.com", "reader@example.com"]);
  });

  it("deletes the per-recipient rows of newsletters finished 30 days ago and keeps their counts", async () => {
    for (const [subject, finished] of [
      ["Old issue", daysAgo(31)],
      ["New issue", daysAgo(1)],
    ] as const) {
      const id = await insertNewsletter(
        t.db,
        { subject, html: "<p>x</p>", postId: null, createdBy: "9999999999" },
        finished,
      );
      await startSending(t.db, id, ["a@example.com", "b@example.com"], finished);
      await t.db.updateTable("newsletter_recipients").set({ status: "sent" }).where("newsletter_id", "=", id).execute();
      await finishSentNewsletters(t.db, finished);
    }
    expect(await t.app.jobs.run("retention")).toMatchObject({ newsletterRecipients: 2 });
    const left = await t.db.selectFrom("newsletter_recipients").select("newsletter_id").execute();
    expect(left).toHaveLength(2);
    const old = await t.db
      .selectFrom("newsletters")
      .selectAll()
      .where("subject", "=", "Old issue")
      .executeTakeFirstOrThrow();
    expect(old).toMatchObject({ status: "sent", recipient_count: 2, sent_count: 2 });
  });

  it("deletes the record of calendar reminders for due dates 30 days past", async () => {
    await recordReminder(t.db, 1, daysAgo(31).toISOString().slice(0, 10));
    await recordReminder(t.db, 1, daysAgo(29).toISOString().slice(0, 10));
    expect(await t.app.jobs.run("retention")).toMatchObject({ reminders: 1 });
    expect(await t.db.selectFrom("reminder_sends").selectAll().execute()).toHaveLength(1);
  });

  it("keeps an address that left the newsletter but still receives calendar reminders", async () => {
    await startReminders(t.db, { email: "calendar@example.com", state: "", kind: "" }, daysAgo(60));
    await t.db
      .updateTable("subscribers")
      .set({ status: "unsubscribed", unsubscribed_at: daysAgo(40).toISOString() })
      .where("email", "=", "calendar@example.com")
      .execute();
    await t.app.jobs.run("retention");
    expect(
      await t.db.selectFrom("subscribers").select("email").where("email", "=", "calendar@example.com").execute(),
    ).toHaveLength(1);
  });

  it("deletes OTP codes and sessions that can never be used again", async () => {
    await insertCode(
      t.db,
      { mobile: "9999999999", codeHash: "old", expiresAt: daysAgo(1), clientAddress: "127.0.0.1" },
      daysAgo(1),
    );
    await insertCode(
      t.db,
      { mobile: "9999999999", codeHash: "live", expiresAt: new Date(Date.now() + 60_000), clientAddress: "127.0.0.1" },
      new Date(),
    );
    await createSession(t.db, "expired", "9999999999", daysAgo(31));
    await createSession(t.db, "live", "9999999999", new Date());
    expect(await t.app.jobs.run("retention")).toMatchObject({ otpCodes: 1, sessions: 1 });
    expect((await t.db.selectFrom("otp_codes").select("code_hash").execute()).map((r) => r.code_hash)).toEqual([
      "live",
    ]);
    expect((await t.db.selectFrom("sessions").select("token_hash").execute()).map((r) => r.token_hash)).toEqual([
      "live",
    ]);
  });
});

describe("the retention periods", () => {
  it("follow MESSAGE_RETENTION_DAYS and ENQUIRY_RETENTION_DAYS", async () => {
    const t = await createTestApp({ MESSAGE_RETENTION_DAYS: "7", ENQUIRY_RETENTION_DAYS: "30" });
    try {
      await enqueueMessage(t.db, { channel: "email", to: "x@example.com", subject: "8 days", text: "t" }, daysAgo(8));
      await enqueueMessage(t.db, { channel: "email", to: "x@example.com", subject: "6 days", text: "t" }, daysAgo(6));
      await t.app.outboxWorker.drain();
      await seedEnquiry(t, { name: "31 days", email: "a@example.com", contact_number: "9876543210" }, 31 * 24 * 60);
      await seedEnquiry(t, { name: "29 days", email: "b@example.com", contact_number: "9876543210" }, 29 * 24 * 60);
      expect(await t.app.jobs.run("retention")).toMatchObject({ messages: 1, enquiries: 1 });
      expect((await t.db.selectFrom("outbox").select("subject").execute()).map((r) => r.subject)).toEqual(["6 days"]);
      expect((await t.db.selectFrom("enquiries").select("name").execute()).map((r) => r.name)).toEqual(["29 days"]);
    } finally {
      await t.close();
    }
  });
});
