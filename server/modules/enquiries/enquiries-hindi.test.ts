import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../../contract/api/contacts.ts";
import { contactMessagesHi } from "../../../contract/api/contacts-hi.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { readOutboxFile } from "../../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { createAppServices } from "../../pages/create-app-services.ts";

/** An enquiry from the Hindi contact page (issue 29, decision 125): answered, refused and acknowledged in Hindi. */
describe("POST /api/contacts with lang=hi", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/contacts", payload });
  const services = () => createAppServices(t.db, t.env, () => t.app.outboxWorker.wake());

  it("answers in Hindi and sends the acknowledgement in Hindi through the outbox; the business's alert stays English", async () => {
    const answer = await send({
      name: "सुनीता शर्मा",
      email: "sunita@example.com",
      contact_number: "9876543210",
      lang: "hi",
    });
    expect(answer.statusCode).toBe(201);
    const { message, id } = answer.json<{ message: string; id: number }>();
    expect(message).toBe(contactMessagesHi.success);
    await t.app.outboxWorker.drain();
    const sent = readOutboxFile(t.env.OUTBOX_FILE).filter((m) => m.subject.includes(`#${id}`));
    const acknowledgement = sent.find((m) => m.to === "sunita@example.com")!;
    expect(acknowledgement.subject).toBe(`आपकी पूछताछ हमें मिल गई है (#${id})`);
    expect(acknowledgement.text).toContain("प्रिय सुनीता शर्मा,");
    expect(acknowledgement.text).toContain("सोमवार से शनिवार, सुबह 09.00 से शाम 06.00; रविवार को अवकाश");
    expect(acknowledgement.text).toContain(defaultSite.phone.display);
    const alert = sent.find((m) => m.to === defaultSite.emails.primary)!;
    expect(alert.text).toContain("sunita@example.com");
    expect(alert.subject).toBe(`New enquiry #${id} from सुनीता शर्मा`);
  });

  it("refuses a Hindi enquiry in Hindi, field by field, and stores nothing", async () => {
    const before = await t.db.selectFrom("enquiries").select("id").execute();
    const answer = await send({ name: "", email: "not-an-address", contact_number: "12", lang: "hi" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: contactMessagesHi.nameRequired,
      fields: {
        name: contactMessagesHi.nameRequired,
        email: contactMessagesHi.emailInvalid,
        contact_number: contactMessagesHi.contactInvalid,
      },
    });
    expect(await t.db.selectFrom("enquiries").select("id").execute()).toHaveLength(before.length);
  });

  it("answers the no-script form post from the Hindi page in Hindi too", async () => {
    const refused = await services().submitEnquiry({
      name: "Ravi",
      email: "x",
      contact_number: "9876543210",
      lang: "hi",
    });
    expect(refused).toEqual({
      ok: false,
      message: contactMessagesHi.emailInvalid,
      fields: { email: contactMessagesHi.emailInvalid },
    });
    const sent = await services().submitEnquiry({
      name: "Ravi",
      email: "ravi.hi@example.com",
      contact_number: "9876543210",
      lang: "hi",
    });
    expect(sent).toEqual({ ok: true, message: contactMessagesHi.success });
  });

  it("without lang, answers and refuses in SPEC's English as before", async () => {
    const refused = await send({ name: "", email: "x", contact_number: "9876543210" });
    expect(refused.json().fields.email).toBe(contactMessages.emailInvalid);
    const sent = await send({ name: "Ravi", email: "ravi.en@example.com", contact_number: "9876543210" });
    expect(sent.json().message).toBe(contactMessages.success);
    await t.app.outboxWorker.drain();
    const acknowledgement = readOutboxFile(t.env.OUTBOX_FILE).find((m) => m.to === "ravi.en@example.com")!;
    expect(acknowledgement.subject).toMatch(/^We received your enquiry/);
  });
});
