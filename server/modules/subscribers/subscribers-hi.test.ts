import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeMessages, subscribePath } from "../../../contract/api/subscribe.ts";
import { subscribeMessagesHi } from "../../../contract/api/subscribe-hi.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { pageForms } from "../../pages/page-forms.ts";

describe("the mailing list from a Hindi page (issue 29)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function mailsTo(email: string) {
    await t.app.outboxWorker.drain();
    return readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.to === email);
  }

  const subscribe = (payload: Record<string, string>) => t.app.inject({ method: "POST", url: subscribePath, payload });

  it("answers and sends the confirmation e-mail in Hindi, and says so again in Hindi for a listed address", async () => {
    const email = "pathak@example.com";
    const first = await subscribe({ email, lang: "hi" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: subscribeMessagesHi.success });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain("मेलिंग सूची की सदस्यता की पुष्टि करें");
    expect(mail!.text).toContain("7 दिनों के भीतर यह लिंक खोलकर पुष्टि करें");
    // Its link confirms the address and leads to the Hindi page; a broken one to the Hindi "invalid" page.
    const link = new URL(/https?:\/\/\S+\/mailing-list\/confirm\?\S+/.exec(mail!.text)![0]);
    expect(link.searchParams.get("lang")).toBe("hi");
    const opened = await t.app.inject({ method: "GET", url: link.pathname + link.search });
    expect([opened.statusCode, opened.headers.location]).toEqual([
      303,
      expect.stringMatching(/^\/hi\/mailing-list\/confirmed\?token=/),
    ]);
    const broken = await t.app.inject({ method: "GET", url: "/mailing-list/confirm?token=1.x&lang=hi" });
    expect(broken.headers.location).toBe("/hi/mailing-list/invalid-link");

    const again = await subscribe({ email, lang: "hi" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: subscribeMessagesHi.alreadySubscribed });
  });

  it("refuses a bad address in Hindi from a Hindi page and in SPEC's English otherwise", async () => {
    const hindi = await subscribe({ email: "not-an-address", lang: "hi" });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({
      message: subscribeMessagesHi.invalidEmail,
      fields: { email: subscribeMessagesHi.invalidEmail },
    });
    const english = await subscribe({ email: "not-an-address" });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ message: subscribeMessages.invalidEmail });
  });

  it("keeps the English answer and e-mail for a form without a language", async () => {
    const email = "sharma@example.com";
    const answer = await subscribe({ email });
    expect(answer.json()).toEqual({ message: subscribeMessages.success });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Please confirm your subscription to /);
    expect(mail!.text).not.toContain("lang=");
  });

  it("answers the form posted without JavaScript from a Hindi page in Hindi", async () => {
    const forms = pageForms(t.db, t.env, () => t.app.outboxWorker.wake());
    expect(await forms.subscribe({ email: "no-js@example.com", lang: "hi" })).toEqual({
      ok: true,
      message: subscribeMessagesHi.success,
    });
    expect(await forms.subscribe({ email: "no-js", lang: "hi" })).toMatchObject({
      ok: false,
      message: subscribeMessagesHi.invalidEmail,
    });
    const [mail] = await mailsTo("no-js@example.com");
    expect(mail!.subject).toContain("मेलिंग सूची");
  });
});
