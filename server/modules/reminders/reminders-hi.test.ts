import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reminderMessagesHi } from "../../../contract/api/reminders-hi.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { readOutboxFile } from "../../../tests/setup/api-helpers.ts";

const form = { "content-type": "application/x-www-form-urlencoded" };

describe("calendar reminders from a Hindi page (issue 29)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function lastMailTo(email: string) {
    await t.app.outboxWorker.drain();
    return readOutboxFile(t.env.OUTBOX_FILE)
      .filter((m) => m.to === email)
      .at(-1);
  }

  it("answers, mails and links in Hindi, and starts on the Hindi page", async () => {
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/reminders",
      headers: form,
      payload: new URLSearchParams({
        email: "malik@example.com",
        state: "Rajasthan",
        kind: "mine",
        lang: "hi",
      }).toString(),
    });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe("/hi/tools/reminders?state=Rajasthan&kind=mine&done=sent");

    const mail = (await lastMailTo("malik@example.com"))!;
    expect(mail.subject).toBe("अनुपालन कैलेंडर के रिमाइंडर की पुष्टि करें");
    expect(mail.text).toContain("अनुपालन कैलेंडर (राजस्थान, खदान)");
    expect(mail.text).toContain("रिमाइंडर शुरू करें");
    const link = new URL(/(http\S+\/hi\/tools\/reminders\?\S+)/.exec(mail.text)![1]!);
    expect(link.searchParams.get("action")).toBe("start");

    // The Hindi link page posts the link back with lang=hi.
    const started = await t.app.inject({
      method: "POST",
      url: "/api/reminders/start",
      headers: form,
      payload: new URLSearchParams([
        ...[...link.searchParams].filter(([k]) => k !== "action"),
        ["lang", "hi"],
      ]).toString(),
    });
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe("/hi/tools/reminders?done=started");
    const subscriber = await t.db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", "malik@example.com")
      .executeTakeFirst();
    // The language is stored from the signup's link page, for every reminder that follows.
    expect(subscriber).toMatchObject({ reminder_state: "Rajasthan", reminder_kind: "mine", reminder_language: "hi" });
  });

  it("e-mails the due-date reminders in Hindi, with the English reminder's dates and figures", async () => {
    // 12 December 2026 in India: 15 December (EPF and ESI) is three days away.
    await t.app.reminderJob.run(new Date("2026-12-12T03:00:00Z"));
    const mail = (await lastMailTo("malik@example.com"))!;
    expect(mail.subject).toBe("15 दिसंबर 2026 को देय: ईपीएफ अंशदान और ईसीआर (ECR), ईएसआई अंशदान");
    expect(mail.text).toContain("- ईपीएफ अंशदान और ईसीआर (ECR) (नवंबर 2026 के लिए)");
    expect(mail.text).toContain(
      "कैसे: ईसीआर (ECR) अपलोड और चालान का भुगतान। (ईपीएफओ का यूनिफ़ाइड एम्प्लॉयर पोर्टल, https://unifiedportal-emp.epfindia.gov.in/)",
    );
    expect(mail.text).toMatch(/कैलेंडर: http\S+\/hi\/tools\/compliance-calendar\n/);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The stop link opens the Hindi page, and stops.
    const stop = new URL(/ये रिमाइंडर बंद करें: (http\S+)/.exec(mail.text)![1]!);
    expect(stop.pathname).toBe("/hi/tools/reminders");
    expect(stop.searchParams.get("action")).toBe("stop");
  });

  it("says a closed day in Hindi (15 August 2027: Independence Day and a Sunday)", async () => {
    await t.app.reminderJob.run(new Date("2027-08-12T03:00:00Z"));
    expect((await lastMailTo("malik@example.com"))!.subject).toContain(
      "15 अगस्त 2027 (स्वतंत्रता दिवस और रविवार: इससे पहले के कार्य-दिवस तक भुगतान करें या फ़ाइल करें) को देय",
    );
  });

  it("refuses a wrong address in Hindi, and keeps the English answers for English pages", async () => {
    const json = await t.app.inject({ method: "POST", url: "/api/reminders", payload: { email: "नहीं", lang: "hi" } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(reminderMessagesHi.invalid);
    expect(json.json().fields).toEqual({ email: reminderMessagesHi.invalid });

    const page = await t.app.inject({
      method: "POST",
      url: "/api/reminders",
      headers: form,
      payload: new URLSearchParams({ email: "x", lang: "hi" }).toString(),
    });
    expect(page.headers.location).toBe("/hi/tools/reminders?state=Rajasthan&kind=all&done=invalid");

    const english = await t.app.inject({ method: "POST", url: "/api/reminders", payload: { email: "x" } });
    expect(english.json().message).toBe("Please enter a valid email address.");
  });
});
