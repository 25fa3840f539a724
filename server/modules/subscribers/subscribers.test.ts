import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailingListPaths, subscribeMessages } from "../../../contract/api/subscribe.ts";
import { linkPathIn, readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { findSubscriberByEmail } from "./subscribers.repository.ts";
import { CONFIRMATION_RESEND_AFTER_MS, signUp } from "./subscribers.service.ts";
import { subscriptionLinks } from "./subscription-links.ts";

/** Where an opened confirmation link leads: the confirmed page with the address's topics link (decision 085). */
const confirmedPage = new RegExp(`^${mailingListPaths.confirmed}\\?token=\\d+\\.[0-9a-f]{32}$`);

describe("the mailing list: double opt-in and one-click unsubscribe", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribe = (payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/subscribe", payload: payload as object });
  const mailTo = async (email: string) => {
    await t.app.outboxWorker.drain();
    return readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.to === email);
  };
  const linkIn = (text: string) => /https?:\/\/\S+\?token=\S+/.exec(text)?.[0] ?? "";
  const pathOf = (url: string) => url.replace(t.env.PUBLIC_BASE_URL, "");
  const row = (email: string) => findSubscriberByEmail(t.db, email);
  const oneClick = (url: string, body = "List-Unsubscribe=One-Click") =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: body,
    });

  it("keeps a new address pending and sends one confirmation e-mail, even when it signs up twice", async () => {
    const first = await subscribe({ email: "  Owner@Example.com " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: subscribeMessages.success });
    const second = await subscribe({ email: "owner@example.com" });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: subscribeMessages.alreadySubscribed });

    const rows = await t.db.selectFrom("subscribers").selectAll().where("email", "=", "owner@example.com").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", confirmed_at: null });
    const mail = await mailTo("owner@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^Please confirm your subscription/);
    expect(linkIn(mail[0]!.text)).toContain(`${t.env.PUBLIC_BASE_URL}${mailingListPaths.confirm}?token=`);
    expect(mail[0]!.text).toContain(`${t.env.PUBLIC_BASE_URL}/privacy`);
  });

  it("makes the address active when its link is opened, and says so on every later open", async () => {
    const [mail] = await mailTo("owner@example.com");
    const url = linkPathIn(t, mail!.text);
    for (let i = 0; i < 2; i++) {
      const opened = await t.app.inject({ url });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toMatch(confirmedPage);
    }
    expect(await row("owner@example.com")).toMatchObject({ status: "active" });
    expect((await row("owner@example.com"))!.confirmed_at).toBeTruthy();
    const again = await subscribe({ email: "owner@example.com" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: subscribeMessages.alreadySubscribed });
    expect(await mailTo("owner@example.com")).toHaveLength(1);
  });

  it("refuses a forged, altered or missing token and changes nothing", async () => {
    await subscribe({ email: "forged@example.com" });
    const [mail] = await mailTo("forged@example.com");
    const url = linkPathIn(t, mail!.text);
    const last = url.at(-1) === "0" ? "1" : "0";
    for (const bad of [
      `${url.slice(0, -1)}${last}`,
      `${mailingListPaths.confirm}?token=1.${"0".repeat(32)}`,
      mailingListPaths.confirm,
    ]) {
      const opened = await t.app.inject({ url: bad });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe(mailingListPaths.invalidLink);
    }
    expect(await row("forged@example.com")).toMatchObject({ status: "pending" });
    // An unsubscribe token is not a confirmation token.
    const unsubscribeUrl = subscriptionLinks(t.env).unsubscribeUrl((await row("forged@example.com"))!);
    const swapped = await t.app.inject({
      url: pathOf(unsubscribeUrl).replace(mailingListPaths.unsubscribe, mailingListPaths.confirm),
    });
    expect(swapped.headers.location).toBe(mailingListPaths.invalidLink);
  });

  it("lets a confirmation link expire after 7 days, and sends another only an hour after the last", async () => {
    const start = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const links = { ...subscriptionLinks(t.env), privacyUrl: "http://x/privacy" };
    expect(await signUp(t.db, links, "late@example.com", start)).toBe("pending");
    const stale = await t.app.inject({ url: pathOf(links.confirmUrl((await row("late@example.com"))!)) });
    expect(stale.headers.location).toBe(mailingListPaths.invalidLink);
    const soon = new Date(start.getTime() + CONFIRMATION_RESEND_AFTER_MS - 1000);
    expect(await signUp(t.db, links, "late@example.com", soon)).toBe("listed");
    expect(await mailTo("late@example.com")).toHaveLength(1);
    // A signup today sends a fresh link, and that one works.
    expect(await signUp(t.db, links, "late@example.com")).toBe("listed");
    const mail = await mailTo("late@example.com");
    expect(mail).toHaveLength(2);
    const opened = await t.app.inject({ url: linkPathIn(t, mail[1]!.text) });
    expect(opened.headers.location).toMatch(confirmedPage);
  });

  it("unsubscribes in one click without login (RFC 8058), and again without complaint", async () => {
    const url = pathOf(subscriptionLinks(t.env).unsubscribeUrl((await row("owner@example.com"))!));
    expect(url.startsWith(`${mailingListPaths.unsubscribe}?token=`)).toBe(true);
    for (let i = 0; i < 2; i++) {
      const left = await oneClick(url);
      expect(left.statusCode).toBe(200);
      expect(left.json()).toEqual({ message: subscribeMessages.unsubscribed });
    }
    expect(await row("owner@example.com")).toMatchObject({ status: "unsubscribed" });
    expect((await row("owner@example.com"))!.unsubscribed_at).toBeTruthy();
  });

  it("answers the unsubscribe page's form with a page, and refuses a wrong body or link", async () => {
    await subscribe({ email: "page@example.com" });
    const url = pathOf(subscriptionLinks(t.env).unsubscribeUrl((await row("page@example.com"))!));
    const fromPage = await oneClick(url, "List-Unsubscribe=One-Click&from=page");
    expect(fromPage.statusCode).toBe(303);
    expect(fromPage.headers.location).toBe(mailingListPaths.unsubscribed);
    expect(await row("page@example.com")).toMatchObject({ status: "unsubscribed" });

    const wrongBody = await oneClick(url, "List-Unsubscribe=Maybe");
    expect(wrongBody.statusCode).toBe(400);
    expect(wrongBody.json().error).toBe(subscribeMessages.oneClickBody);
    const forged = await oneClick(`${mailingListPaths.unsubscribe}?token=1.${"a".repeat(32)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ error: subscribeMessages.invalidLink, message: subscribeMessages.invalidLink });
    const forgedPage = await oneClick(
      `${mailingListPaths.unsubscribe}?token=nope`,
      "List-Unsubscribe=One-Click&from=page",
    );
    expect(forgedPage.headers.location).toBe(mailingListPaths.invalidLink);
    // The form parser belongs to this address only: the JSON API still takes JSON alone.
    const formSignup = await t.app.inject({
      method: "POST",
      url: "/api/subscribe",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=form%40example.com",
    });
    expect(formSignup.statusCode).toBe(415);
  });

  it("takes back an address that left only after a new confirmation", async () => {
    const answer = await subscribe({ email: "page@example.com" });
    expect(answer.statusCode).toBe(201);
    expect(await row("page@example.com")).toMatchObject({ status: "pending", unsubscribed_at: null });
    const mail = await mailTo("page@example.com");
    expect(mail.filter((m) => m.subject.startsWith("Please confirm"))).toHaveLength(2);
  });

  it("refuses a bad address with the error body", async () => {
    for (const payload of [{ email: "not-an-email" }, {}, { email: 42 }, { email: "" }]) {
      const answer = await subscribe(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        error: subscribeMessages.invalidEmail,
        message: subscribeMessages.invalidEmail,
      });
    }
  });

  it("answers a filled honeypot as a success and stores and sends nothing", async () => {
    const answer = await subscribe({ email: "bot@example.com", website: "http://spam.example" });
    expect(answer.statusCode).toBe(201);
    expect(await row("bot@example.com")).toBeNull();
    expect(await mailTo("bot@example.com")).toHaveLength(0);
  });
});
