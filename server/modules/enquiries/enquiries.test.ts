import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSite } from "../../../contract/shared/site.ts";
import { contactMessages } from "../../../contract/api/contacts.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { readOutboxFile } from "../../../tests/setup/api-helpers.ts";

describe("POST /api/contacts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/contacts", payload: payload as object });

  it("stores the enquiry as new and e-mails the business", async () => {
    const answer = await send({ name: " Ravi Kumar ", email: "Ravi@Example.com", contact_number: "+91 98765 43210" });
    expect(answer.statusCode).toBe(201);
    const { message, id } = answer.json<{ message: string; id: number }>();
    expect(message).toBe("Thank you! Your message has been sent.");
    const row = await t.db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Ravi Kumar",
      email: "ravi@example.com",
      contact_number: "+91 98765 43210",
      status: "new",
    });
    await t.app.outboxWorker.drain();
    const alert = readOutboxFile(t.env.OUTBOX_FILE).find((m) => m.subject.includes(`#${id}`))!;
    expect(alert).toMatchObject({ channel: "email", to: defaultSite.emails.primary });
    expect(alert.text).toContain("ravi@example.com");
  });

  it("keeps an optional message (pre-filled by the compliance tools) and e-mails it to the business", async () => {
    const text = "From your checker: Factory using power in Rajasthan, 25 employees.\nWhat applies: EPF; ESI.";
    const answer = await send({
      name: "Meena",
      email: "meena@example.com",
      contact_number: "9876543210",
      message: ` ${text} `,
    });
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json<{ id: number }>();
    const row = await t.db.selectFrom("enquiries").select("message").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.message).toBe(text);
    await t.app.outboxWorker.drain();
    const alert = readOutboxFile(t.env.OUTBOX_FILE).find((m) => m.subject.includes(`#${id}`))!;
    expect(alert.text).toContain(`Message:\n${text}`);
    // Without a message (the SPEC's payload) the column stays empty.
    const plain = await send({ name: "Ravi", email: "ravi2@example.com", contact_number: "9876543210" });
    const plainRow = await t.db
      .selectFrom("enquiries")
      .select("message")
      .where("id", "=", plain.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(plainRow.message).toBeNull();
    const long = await send({
      name: "A",
      email: "a@example.com",
      contact_number: "9876543210",
      message: "x".repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: contactMessages.messageTooLong });
  });

  it("refuses missing or malformed fields with the contract's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, contactMessages.nameRequired],
      [{ email: "nope" }, contactMessages.emailInvalid],
      [{ contact_number: "12" }, contactMessages.contactInvalid],
      // A tel field takes any text in the browser: the server is the one that checks (was an e2e test).
      [{ contact_number: "call me" }, contactMessages.contactInvalid],
      [{ contact_number: undefined }, contactMessages.contactInvalid],
    ];
    for (const [change, message] of cases) {
      const answer = await send({ name: "A", email: "a@example.com", contact_number: "9876543210", ...change });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: message, message });
    }
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const answer = await send({ name: "Bot", email: "bot@example.com", contact_number: "9876543210", website: "x" });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: contactMessages.success });
    expect(await t.db.selectFrom("enquiries").selectAll().where("name", "=", "Bot").execute()).toHaveLength(0);
  });
});
