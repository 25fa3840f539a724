import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { currentSite } from "../../site-identity.ts";
import { manageLink } from "./booking-links.ts";
import { bookingReminderEmail, bookingSms } from "./booking-messages.ts";
import { claimDueReminders, reminderKinds, type ReminderKind } from "./bookings.repository.ts";

const leads: Record<ReminderKind, string> = { day: "tomorrow", hour: "in an hour" };

/**
 * The scheduled job's pass (once per cluster, server/scheduled-jobs.ts): each confirmed booking
 * gets an e-mail and an SMS 24 hours and 1 hour before it. A booking is claimed and its messages
 * queued in one transaction, so a reminder is queued once. Answers how many reminders were queued.
 */
export async function queueBookingReminders(
  db: Db,
  env: Pick<Env, "SESSION_SECRET" | "PUBLIC_BASE_URL">,
  now: Date,
): Promise<number> {
  const site = currentSite();
  let queued = 0;
  for (const kind of Object.keys(reminderKinds) as ReminderKind[]) {
    queued += await db.transaction().execute(async (tx) => {
      const due = await claimDueReminders(tx, kind, now);
      for (const booking of due) {
        const manageUrl = manageLink(env.PUBLIC_BASE_URL, env.SESSION_SECRET, booking.id, booking.email);
        await enqueueMessage(tx, bookingReminderEmail(booking, site, leads[kind], manageUrl), now);
        await enqueueMessage(tx, bookingSms(booking, site, `Reminder: consultation ${leads[kind]},`), now);
      }
      return due.length;
    });
  }
  return queued;
}
