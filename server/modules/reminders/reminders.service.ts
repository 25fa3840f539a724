import type { Db } from "../../db/connection.ts";
import type { OutgoingMessage } from "../../messaging/outbox.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import type { PersonalDataHolder } from "../../db/personal-data.ts";
import { findSubscriberByEmail } from "../subscribers/subscribers.repository.ts";
import { deleteRemindersOf, recordReminder, remindersOf } from "./reminders.repository.ts";

/**
 * Queues one due-date reminder and records it in the same transaction, so the record exists exactly
 * when the e-mail does; false when it was already queued (an earlier run, a restart, another process).
 * Wake the outbox worker after it.
 */
export async function queueDueReminder(
  db: Db,
  subscriberId: number,
  dueDate: string,
  message: OutgoingMessage,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await recordReminder(tx, subscriberId, dueDate))) return false;
    await enqueueMessage(tx, message);
    return true;
  });
}

/**
 * The calendar reminders queued for a person (their filter is on their mailing-list row): found
 * for the console and the export, deleted on erasure (decision 015). Listed before the mailing list,
 * whose row names the subscriber.
 */
export const remindersPersonalData: PersonalDataHolder = {
  name: "reminders",
  label: "Calendar reminders sent",
  async find(db, who) {
    const subscriber = who.email === null ? null : await findSubscriberByEmail(db, who.email);
    return subscriber ? remindersOf(db, subscriber.id) : [];
  },
  async erase(tx, who) {
    const subscriber = who.email === null ? null : await findSubscriberByEmail(tx, who.email);
    return { count: subscriber ? await deleteRemindersOf(tx, subscriber.id) : 0 };
  },
};
