import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reminderMessages } from "../../contract/api/reminders.ts";
import { subscribeMessages } from "../../contract/api/subscribe.ts";
import { readOutboxFile } from "../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";

// Security review M2: the public forms as a mail cannon.
describe("public forms cannot be used to mail-bomb an address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_MAIL_PER_HOUR: "20" });
  });
  afterAll(() => t.close());

  const mailsTo = async (email: string) => {
    await t.app.outboxWorker.drain();
    return readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.to === email);
  };

  it("sends one reminder e-mail for 50 requests for one address from 50 addresses, answering each the same", async () => {
    for (let i = 0; i < 50; i++) {
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/reminders",
        payload: { email: i % 2 ? "Victim@Corp.example" : "victim@corp.example", state: "Karnataka", kind: "all" },
        remoteAddress: `198.51.100.${i + 1}`,
      });
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: reminderMessages.sent });
    }
    expect(await mailsTo("victim@corp.example")).toHaveLength(1);
    // The table names nobody: only an HMAC of the address.
    const rows = await t.db.selectFrom("public_mail_sends").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain("victim");
  });

  it("sends at most PUBLIC_MAIL_PER_HOUR public-form e-mails an hour, all addresses together", async () => {
    // One used above; 30 new addresses join the list.
    for (let i = 0; i < 30; i++) {
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/subscribe",
        payload: { email: `random${i}@example.com` },
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ message: subscribeMessages.success });
    }
    await t.app.outboxWorker.drain();
    const confirmations = readOutboxFile(t.env.OUTBOX_FILE).filter((m) => /^random\d+@/.test(m.to));
    expect(confirmations).toHaveLength(19);
    // The business's own alerts are not public-form mail and still go out.
    const enquiry = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "Meera", email: "meera@example.com", contact_number: "9876543210" },
    });
    expect(enquiry.statusCode).toBe(201);
    await t.app.outboxWorker.drain();
    expect(readOutboxFile(t.env.OUTBOX_FILE).at(-1)?.subject).toMatch(/^New enquiry/);
  });
});

describe("the subscribe call from one address", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Public forms get a sixth of LIMIT_PER_ADDRESS: 10 a minute here.
    t = await createTestApp({ LIMIT_PER_ADDRESS: "60/60" });
  });
  afterAll(() => t.close());

  it("is limited like the other public forms: the eleventh new address in a minute is refused", async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await t.app.inject({ method: "POST", url: "/api/subscribe", payload: { email: `new${i}@example.com` } }))
          .statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
