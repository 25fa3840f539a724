import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "../../../contract/console/content.ts";
import { newsletterMessages, newsletterPaths } from "../../../contract/console/newsletters.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { mailingListPaths, subscribeMessages } from "../../../contract/api/subscribe.ts";
import { bearer, confirmedSubscriber, readOutboxFile, type OutboxLine } from "../../../tests/setup/api-helpers.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { headerLines, startSmtp, stopSmtp } from "../../../tests/setup/smtp-server.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { buildApp } from "../../app.ts";
import { insertPost } from "../posts/posts.repository.ts";

const body = `<h2>November update</h2><p>The new <strong>wage code</strong> rules.</p><ol><li data-list="bullet">One</li></ol><script>alert(1)</script>`;

/** The e-mails a newsletter sent, by recipient, once the job and the outbox have run. */
const newsletterMail = (t: TestApp, subject: string): OutboxLine[] =>
  readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.subject === subject);

describe("newsletters from the console", () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = bearer(await sessionToken(t, "9999999999"));
  });
  afterAll(() => t.close());

  const draft = async (subject: string, html = body, postId: number | null = null) => {
    const answer = await t.app.inject({
      method: "POST",
      url: newsletterPaths.list,
      headers: auth,
      payload: { subject, html, postId },
    });
    expect(answer.statusCode).toBe(201);
    return answer.json().newsletter as { id: number; html: string; status: string };
  };
  const send = (id: number) => t.app.inject({ method: "POST", url: newsletterPaths.send(id), headers: auth });
  /** One job pass and one outbox pass, as the running server would do them. */
  const deliver = async (now = new Date()) => {
    await t.app.jobs.run("newsletters", now);
    await t.app.outboxWorker.drain();
    await t.app.jobs.run("newsletters", now);
  };

  it("saves a draft with the body sanitized, and refuses an empty body or an unknown post", async () => {
    const saved = await draft("Sanitized");
    expect(saved.status).toBe("draft");
    expect(saved.html).toContain("<strong>wage code</strong>");
    expect(saved.html).not.toContain("script");
    for (const [payload, field, message] of [
      [{ subject: "x", html: "<p><br></p>" }, "html", newsletterMessages.bodyRequired],
      [{ subject: " ", html: body }, "subject", newsletterMessages.subjectRequired],
      [{ subject: "x", html: body, postId: 999999 }, "postId", newsletterMessages.invalidPost],
    ] as const) {
      const answer = await t.app.inject({ method: "POST", url: newsletterPaths.list, headers: auth, payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields[field]).toBe(message);
    }
  });

  it("refuses to send when nobody has confirmed, and counts only confirmed addresses", async () => {
    const { id } = await draft("Nobody yet");
    await t.app.inject({ method: "POST", url: "/api/subscribe", payload: { email: "pending@example.com" } });
    const answer = await send(id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe(newsletterMessages.noSubscribers);
    const list = await t.app.inject({ url: newsletterPaths.list, headers: auth });
    expect(list.json().activeSubscribers).toBe(0);
  });

  it("previews the e-mail and sends a test to the address the editor gives, without unsubscribe headers", async () => {
    const { id } = await draft("Preview me");
    const preview = await t.app.inject({ url: newsletterPaths.preview(id), headers: auth });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toContain("<ul><li>One</li></ul>");
    expect(preview.json().html).toContain(`${mailingListPaths.unsubscribe}?token=`);
    expect(preview.json().text).toContain("- One");

    const bad = await t.app.inject({ method: "POST", url: newsletterPaths.test(id), headers: auth, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(newsletterMessages.testAddressInvalid);
    const test = await t.app.inject({
      method: "POST",
      url: newsletterPaths.test(id),
      headers: auth,
      payload: { email: "Editor@Example.com" },
    });
    expect(test.statusCode).toBe(202);
    await t.app.outboxWorker.drain();
    const [mail] = newsletterMail(t, "[Test] Preview me");
    expect(mail).toMatchObject({ to: "editor@example.com" });
    expect(mail!.headers).toBeUndefined();
    expect(mail!.text).toContain("[Test send:");
    // A test does not start the sending.
    expect((await t.app.inject({ url: newsletterPaths.one(id), headers: auth })).json().status).toBe("draft");
  });

  it("is marked with the brand's primary colour, the published one once staff change it", async () => {
    const { id } = await draft("In our colours");
    const previewHtml = async () =>
      (await t.app.inject({ url: newsletterPaths.preview(id), headers: auth })).json().html as string;
    expect(await previewHtml()).toContain(`border-top:6px solid ${defaultSite.colours.primary}`);
    const site = (await t.app.inject({ url: contentPaths.document("site"), headers: auth })).json().published;
    const colours = { primary: "#1b4d3e", accent: "#f5b83d" };
    await t.app.inject({
      method: "PUT",
      url: contentPaths.document("site"),
      headers: auth,
      payload: { ...site, colours },
    });
    await t.app.inject({ method: "POST", url: contentPaths.publish("site"), headers: auth });
    try {
      const html = await previewHtml();
      expect(html).toContain("border-top:6px solid #1b4d3e");
      expect(html).toContain(`font-weight:bold;color:#1b4d3e">${defaultSite.brand.replace("&", "&amp;")}</p>`);
      expect(html).toMatch(/<a href="[^"]+" style="color:#1b4d3e">Unsubscribe<\/a>/);
      expect(html).not.toContain(defaultSite.colours.primary);
    } finally {
      await t.app.inject({
        method: "POST",
        url: contentPaths.revert("site"),
        headers: auth,
        payload: { default: true },
      });
    }
  });

  it("sends to every confirmed address with its own one-click unsubscribe, which stops further mail", async () => {
    for (const email of ["asha@example.com", "ravi@example.com"]) await confirmedSubscriber(t, email);
    const { id } = await draft("Issue one");
    const started = await send(id);
    expect(started.statusCode).toBe(202);
    expect(started.json().newsletter).toMatchObject({ status: "sending", progress: { total: 2, pending: 2 } });
    await deliver();

    const mail = newsletterMail(t, "Issue one");
    expect(mail.map((m) => m.to).sort()).toEqual(["asha@example.com", "ravi@example.com"]);
    for (const m of mail) {
      const url = /^<(https?:\/\/[^>]+)>$/.exec(m.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
      expect(url).toContain(`${mailingListPaths.unsubscribe}?token=`);
      expect(m.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(m.text).toContain(`Unsubscribe in one click: ${url}`);
      expect(m.text).toContain("- One");
      expect(m.html).toContain(`href="${url}"`);
    }
    const after = (await t.app.inject({ url: newsletterPaths.one(id), headers: auth })).json();
    expect(after).toMatchObject({ status: "sent", progress: { total: 2, sent: 2, pending: 0, queued: 0 } });
    const recipients = (await t.app.inject({ url: newsletterPaths.recipients(id), headers: auth })).json().recipients;
    expect(recipients.map((r: { status: string }) => r.status)).toEqual(["sent", "sent"]);

    // Asha leaves with her mail client's one-click button: a POST without login or cookie.
    const asha = mail.find((m) => m.to === "asha@example.com")!;
    const url = /^<https?:\/\/[^/]+([^>]+)>$/.exec(asha.headers!["List-Unsubscribe"]!)![1]!;
    const left = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe(subscribeMessages.unsubscribed);

    const { id: second } = await draft("Issue two");
    expect((await send(second)).statusCode).toBe(202);
    await deliver();
    expect(newsletterMail(t, "Issue two").map((m) => m.to)).toEqual(["ravi@example.com"]);
    expect(readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.to === "asha@example.com")).toHaveLength(2);
  });

  it("links a newsletter made from a post to the post, and keeps a sent newsletter unchangeable", async () => {
    const post = await insertPost(t.db, {
      title: "Wage code explained",
      content: "<p>What changes for payroll.</p>",
      tag: "",
      category: "blog",
      image: null,
      author: "Sample Consulting Group",
      excerpt: "What changes for payroll.",
      rating: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    const { id } = await draft("From a post", post.content, Number(post.id));
    await send(id);
    await deliver();
    const [mail] = newsletterMail(t, "From a post");
    expect(mail!.text).toContain(`Read it on our website: ${t.env.PUBLIC_BASE_URL}/blog/${post.id}`);
    const edit = await t.app.inject({
      method: "PATCH",
      url: newsletterPaths.one(id),
      headers: auth,
      payload: { subject: "Changed", html: body },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe(newsletterMessages.notDraft);
    expect((await t.app.inject({ method: "DELETE", url: newsletterPaths.one(id), headers: auth })).statusCode).toBe(
      409,
    );
    expect((await send(id)).statusCode).toBe(409);
  });

  it("writes each step to the audit log", async () => {
    const actions = (await t.db.selectFrom("audit_log").select("action").execute()).map((r) => r.action);
    for (const action of ["newsletter.create", "newsletter.test", "newsletter.send"]) expect(actions).toContain(action);
  });
});

describe("newsletter sending rate and restarts", () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ NEWSLETTER_RATE_PER_MINUTE: "2" });
    auth = bearer(await sessionToken(t, "9999999999"));
    for (let i = 1; i <= 5; i++) await confirmedSubscriber(t, `reader${i}@example.com`);
  });
  afterAll(() => t.close());

  it("hands at most the rate to the outbox in any minute, skips who left, and sends nobody twice after a restart", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: newsletterPaths.list,
      headers: auth,
      payload: { subject: "Throttled", html: body },
    });
    const id: number = created.json().newsletter.id;
    expect((await t.app.inject({ method: "POST", url: newsletterPaths.send(id), headers: auth })).statusCode).toBe(202);
    const progress = async () => (await t.app.inject({ url: newsletterPaths.one(id), headers: auth })).json().progress;
    const start = Date.now();
    const at = (seconds: number) => new Date(start + seconds * 1000);

    await t.app.jobs.run("newsletters", at(0));
    expect(await progress()).toMatchObject({ queued: 2, pending: 3 });
    await t.app.jobs.run("newsletters", at(30));
    expect(await progress()).toMatchObject({ queued: 2, pending: 3 });

    // Reader 3 leaves before their turn; the server restarts (a new app on the same database).
    await t.db
      .updateTable("subscribers")
      .set({ status: "unsubscribed" })
      .where("email", "=", "reader3@example.com")
      .execute();
    await t.app.outboxWorker.drain();
    await t.app.close();
    const restarted = await buildApp({ env: t.env, db: t.db, logger: false });
    try {
      await restarted.jobs.run("newsletters", at(61));
      await restarted.jobs.run("newsletters", at(122));
      await restarted.outboxWorker.drain(at(183));
      await restarted.jobs.run("newsletters", at(183));
      const mail = newsletterMail(t, "Throttled")
        .map((m) => m.to)
        .sort();
      expect(mail).toEqual([
        "reader1@example.com",
        "reader2@example.com",
        "reader4@example.com",
        "reader5@example.com",
      ]);
      const row = await t.db.selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "sent", sent_count: 4, skipped_count: 1, failed_count: 0 });
      const queuedAt = (
        await t.db.selectFrom("newsletter_recipients").select("queued_at").where("status", "=", "sent").execute()
      )
        .map((r) => Date.parse(r.queued_at!))
        .sort();
      // Never more than two in one minute.
      for (let i = 2; i < queuedAt.length; i++) expect(queuedAt[i]! - queuedAt[i - 2]!).toBeGreaterThanOrEqual(60_000);
    } finally {
      await restarted.close();
    }
  });
});

describe("a newsletter through a real SMTP server", () => {
  it("arrives with its List-Unsubscribe and List-Unsubscribe-Post headers, text and HTML", async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({ MAIL_TRANSPORT: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const auth = bearer(await sessionToken(t, "9999999999"));
      const subscribe = await t.app.inject({
        method: "POST",
        url: "/api/subscribe",
        payload: { email: "smtp@example.com" },
      });
      expect(subscribe.statusCode).toBe(201);
      await t.app.outboxWorker.drain();
      const confirmation = smtp.received.find((m) => m.to.includes("smtp@example.com"))!;
      const confirmUrl = /http:\/\/\S+\?token=[0-9a-f.]+/.exec(
        confirmation.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
      )![0];
      expect((await t.app.inject({ url: confirmUrl.replace(t.env.PUBLIC_BASE_URL, "") })).headers.location).toMatch(
        new RegExp(`^${mailingListPaths.confirmed}\\?token=`),
      );
      const created = await t.app.inject({
        method: "POST",
        url: newsletterPaths.list,
        headers: auth,
        payload: { subject: "By SMTP", html: body },
      });
      await t.app.inject({ method: "POST", url: newsletterPaths.send(created.json().newsletter.id), headers: auth });
      await t.app.jobs.run("newsletters");
      await t.app.outboxWorker.drain();

      const mail = smtp.received.filter((m) => m.to.includes("smtp@example.com")).at(-1)!;
      const headers = headerLines(mail.raw);
      expect(headers).toContain("Subject: By SMTP");
      const unsubscribe = headers.find((h) => h.startsWith("List-Unsubscribe: "));
      expect(unsubscribe).toMatch(
        new RegExp(
          `^List-Unsubscribe: <http://127\\.0\\.0\\.1:\\d+${mailingListPaths.unsubscribe}\\?token=\\d+\\.[0-9a-f]{32}>$`,
        ),
      );
      expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(headers.find((h) => h.startsWith("Content-Type:"))).toMatch(/multipart\/alternative/);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
    } finally {
      await t.close();
      await stopSmtp(smtp.server);
    }
  });
});
