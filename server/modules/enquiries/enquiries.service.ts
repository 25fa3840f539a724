import type * as z from "zod/mini";
import { contactMessages } from "../../../contract/api/contacts.ts";
import { contactFieldRefusalsHi, contactMessagesHi, contactRefusedHi } from "../../../contract/api/contacts-hi.ts";
import { contactRequestSchema } from "../../../contract/api/contacts.schema.ts";
import type { Language } from "../../../contract/shared/language.ts";
import { toolAnswerKeys } from "../../../contract/console/leads.ts";
import { sourceName } from "../../../contract/shared/visit-source.ts";
import type { Db } from "../../db/connection.ts";
import type { PersonalDataHolder } from "../../db/personal-data.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import type { PublicMailGate } from "../../messaging/public-mail-gate.ts";
import { enquiryAcknowledgement, enquiryAlert, newLeadSms } from "../../messaging/templates.ts";
import { enquiryAcknowledgementHi } from "../../messaging/templates-hi.ts";
import { deleteEnquiries, enquiriesOf, insertEnquiry, type NewEnquiry } from "./enquiries.repository.ts";

/** What taking an enquiry needs beside the database: the public forms' mail gate and LEAD_ALERT_MOBILES. */
export interface EnquiryIntake {
  mailGate: PublicMailGate;
  alertMobiles: readonly string[];
}

type ContactForm = z.infer<typeof contactRequestSchema>;

/**
 * The contact form's one outcome, whether it came as JSON (POST /api/contacts) or as a plain form
 * post (decision 064): a filled hidden field (a bot) gets the same sentence and nothing is stored;
 * otherwise the enquiry is stored with its alerts. `id` is absent for a bot. Wake the outbox after it.
 */
export async function acceptEnquiry(
  db: Db,
  intake: EnquiryIntake,
  form: ContactForm,
): Promise<{ message: string; id?: number }> {
  const language = form.lang ?? "en";
  const { success } = language === "hi" ? contactMessagesHi : contactMessages;
  if (form.website) return { message: success };
  return { message: success, id: await submitEnquiry(db, intake, toNewEnquiry(form), new Date(), language) };
}

/**
 * An enquiry from the Hindi page that the schema refuses, refused in Hindi (issue 29, decision 125):
 * each field's English sentence read as its Hindi twin. Null for any other body, which the
 * schema's English sentences (SPEC's) answer exactly as before.
 */
export function hindiEnquiryRefusal(body: unknown): { message: string; fields: Record<string, string> } | null {
  const hindi = typeof body === "object" && body !== null && (body as { lang?: unknown }).lang === "hi";
  if (!hindi) return null;
  const parsed = contactRequestSchema.safeParse(body);
  if (parsed.success) return null;
  const english = new Map<string, keyof typeof contactMessages>(
    Object.entries(contactMessages).map(([key, text]) => [text, key as keyof typeof contactMessages]),
  );
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "body");
    const known = english.get(issue.message);
    fields[field] ??= known ? contactMessagesHi[known] : (contactFieldRefusalsHi[field] ?? contactRefusedHi);
  }
  return { message: Object.values(fields)[0] ?? contactRefusedHi, fields };
}

/** The stored fields of a valid form: empty optional fields are null, the checker's answers JSON. */
export function toNewEnquiry(form: ContactForm): NewEnquiry {
  const blank = (value: string | undefined) => value || null;
  return {
    name: form.name,
    email: form.email,
    contact_number: form.contact_number,
    message: blank(form.message),
    origin: form.origin || "contact",
    company: blank(form.company),
    state: blank(form.state),
    employees: blank(form.employees),
    service: blank(form.service),
    tool_answers: toolAnswersJson(form.tool_answers),
    landing_path: blank(form.landing_path),
    referrer: blank(form.referrer),
    utm_source: blank(form.utm_source),
    utm_medium: blank(form.utm_medium),
    utm_campaign: blank(form.utm_campaign),
    source: sourceName(form.utm_source, form.referrer),
  };
}

/** A tool's answers (the checker's query string, or a calculator's `tool`) as JSON of known keys only; null when none. */
function toolAnswersJson(query: string | undefined): string | null {
  if (!query) return null;
  const params = new URLSearchParams(query);
  const answers = Object.fromEntries(
    toolAnswerKeys.flatMap((key) => {
      const value = params.get(key)?.trim().slice(0, 60);
      return value ? [[key, value]] : [];
    }),
  );
  return Object.keys(answers).length > 0 ? JSON.stringify(answers) : null;
}

/**
 * Stores an enquiry and, in the same transaction, queues the business's alert e-mail, the
 * enquirer's acknowledgement (if the public forms' mail gate lets this address have one now) and
 * the new-lead SMS to each of LEAD_ALERT_MOBILES; answers its id. Wake the outbox worker after it.
 */
export async function submitEnquiry(
  db: Db,
  intake: EnquiryIntake,
  fields: NewEnquiry,
  now = new Date(),
  /** The language of the page the enquiry was sent from: the acknowledgement's. */
  language: Language = "en",
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const id = await insertEnquiry(tx, fields, now);
    const { name, email } = fields;
    await enqueueMessage(
      tx,
      enquiryAlert({
        id,
        name,
        email,
        contactNumber: fields.contact_number,
        message: fields.message ?? null,
        details: [
          ["Company", fields.company ?? null],
          ["State", fields.state ?? null],
          ["Employees", fields.employees ?? null],
          ["Service of interest", fields.service ?? null],
          ["Source", fields.source ?? null],
          ["Campaign", fields.utm_campaign ?? null],
          ["First page of the visit", fields.landing_path ?? null],
        ],
      }),
      now,
    );
    if ((await intake.mailGate.admit(tx, email, now, { oncePerHour: true })) === "send")
      await enqueueMessage(
        tx,
        (language === "hi" ? enquiryAcknowledgementHi : enquiryAcknowledgement)({ id, name, email }),
        now,
      );
    for (const mobile of intake.alertMobiles)
      await enqueueMessage(tx, newLeadSms(mobile, { id, name, source: fields.source ?? "direct" }), now);
    return id;
  });
}

/** The enquiries a person sent, with the staff's notes on them: found for the console and the export, deleted on erasure (decision 015). */
export const enquiriesPersonalData: PersonalDataHolder = {
  name: "enquiries",
  label: "Enquiries",
  find: (db, who) => enquiriesOf(db, who),
  async erase(tx, who) {
    const ids = (await enquiriesOf(tx, who)).map((enquiry) => enquiry.id);
    await deleteEnquiries(tx, ids);
    // The console's changes quote the enquirer's name.
    return { count: ids.length, auditTargets: ids.map((id) => `enquiry ${id}`) };
  },
};
