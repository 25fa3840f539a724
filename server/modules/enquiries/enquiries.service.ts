import type * as z from "zod/mini";
import { contactMessages } from "../../../contract/api/contacts.ts";
import type { contactRequestSchema } from "../../../contract/api/contacts.schema.ts";
import type { EnquiryStatus, Enquiry } from "../../../contract/console/admin.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { enquiryAlert } from "../../messaging/templates.ts";
import type { PersonalDataHolder } from "../../db/personal-data.ts";
import {
  deleteEnquiries,
  enquiriesOf,
  findEnquiry,
  insertEnquiry,
  updateEnquiryStatus,
} from "./enquiries.repository.ts";

/**
 * The contact form's one outcome, whether it came as JSON (POST /api/contacts) or as a plain form
 * post (decision 064): a filled hidden field (a bot) gets the same sentence and nothing is stored;
 * otherwise the enquiry is stored with its alert. `id` is absent for a bot. Wake the outbox after it.
 */
export async function acceptEnquiry(
  db: Db,
  form: z.infer<typeof contactRequestSchema>,
): Promise<{ message: string; id?: number }> {
  if (form.website) return { message: contactMessages.success };
  const { name, email, contact_number: contactNumber } = form;
  return {
    message: contactMessages.success,
    id: await submitEnquiry(db, { name, email, contactNumber, message: form.message || null }),
  };
}

/** Stores an enquiry and queues the business's alert in one transaction; answers its id. Wake the outbox worker after it. */
export async function submitEnquiry(
  db: Db,
  fields: { name: string; email: string; contactNumber: string; message: string | null },
  now = new Date(),
): Promise<number> {
  const { name, email, contactNumber, message } = fields;
  return db.transaction().execute(async (tx) => {
    const id = await insertEnquiry(tx, { name, email, contact_number: contactNumber, message }, now);
    await enqueueMessage(tx, enquiryAlert({ id, name, email, contactNumber, message }), now);
    return id;
  });
}

/** The console's status change; answers the enquiry as saved, or null for an unknown id. */
export async function setEnquiryStatus(
  db: Db,
  id: number,
  status: EnquiryStatus,
  record?: RecordChange,
  now = new Date(),
): Promise<Enquiry | null> {
  return db.transaction().execute(async (tx) => {
    const before = await findEnquiry(tx, id);
    if (!before) return null;
    await updateEnquiryStatus(tx, id, status, now);
    await record?.(tx, {
      action: "enquiry.status",
      target: `enquiry ${id}`,
      detail: `${before.name}: ${before.status} → ${status}`,
    });
    return findEnquiry(tx, id);
  });
}

/** The enquiries a person sent: found for the console and the export, deleted on erasure (decision 015). */
export const enquiriesPersonalData: PersonalDataHolder = {
  name: "enquiries",
  label: "Enquiries",
  find: (db, who) => enquiriesOf(db, who),
  async erase(tx, who) {
    const ids = (await enquiriesOf(tx, who)).map((enquiry) => enquiry.id);
    await deleteEnquiries(tx, ids);
    // The console's status changes quote the enquirer's name.
    return { count: ids.length, auditTargets: ids.map((id) => `enquiry ${id}`) };
  },
};
