import { addDays, indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { formatDate } from "../../../contract/shared/format.ts";
import { formatPaise } from "../../../contract/shared/money.ts";
import type { Db } from "../../db/connection.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { currentSite } from "../../site-identity.ts";
import { findClient } from "../clients/clients.repository.ts";
import { reminderSettings } from "./invoice-reminder-settings.ts";
import {
  claimReminder,
  invoicesToRemind,
  type ReminderKind,
  type StoredInvoice,
} from "./service-invoices.repository.ts";

function reminderText(invoice: StoredInvoice, kind: ReminderKind, duePaise: number) {
  const site = currentSite();
  const number = invoice.number!;
  const due = formatDate(`${invoice.dueDate}T00:00:00+05:30`);
  return {
    subject:
      kind === "before"
        ? `Reminder: invoice ${number} is due on ${due}`
        : `Overdue: invoice ${number} was due on ${due}`,
    text: [
      `Dear ${invoice.buyer!.name},`,
      ``,
      kind === "before"
        ? `This is a reminder that ${formatPaise(duePaise)} of our tax invoice ${number} is due on ${due}.`
        : `Our records show ${formatPaise(duePaise)} of our tax invoice ${number} still unpaid; it was due on ${due}.`,
      ...(invoice.payUrl ? [``, `Pay online (UPI, cards, netbanking):`, invoice.payUrl] : []),
      ``,
      `If you have paid already, thank you, and please ignore this message or send us the reference.`,
      `Questions? Call ${site.phone.display} or write to ${site.emails.primary}.`,
      site.brand,
    ].join("\n"),
  };
}

/**
 * The `invoice-reminders` job's pass (once per cluster through the gate): one e-mail to the client
 * the set days before an issued invoice's due date and one the set days past it (staff set them,
 * decision 156; either may be off), while anything is owed. Each is claimed on the invoice row in the transaction that
 * queues it, so it goes once; paid, fully credited or cancelled invoices are skipped. Answers the
 * number queued.
 */
export async function queueInvoiceReminders(db: Db, now: Date): Promise<number> {
  const today = indiaToday(now);
  // An invoice issued within the last day has just had its own e-mail.
  const issuedBefore = new Date(now.getTime() - 86_400_000).toISOString();
  const { daysBefore, daysAfter } = await reminderSettings(db);
  const windows: Record<ReminderKind, { dueFrom: string; dueTo: string } | null> = {
    // Up to the due date itself, so a pass missed on the set day before still reminds.
    before: daysBefore === null ? null : { dueFrom: today, dueTo: addDays(today, daysBefore) },
    // Any older due date: the first pass after deployment reminds what is already overdue, once.
    after: daysAfter === null ? null : { dueFrom: "0000-01-01", dueTo: addDays(today, -daysAfter) },
  };
  let queued = 0;
  for (const kind of ["before", "after"] as const) {
    const window = windows[kind];
    if (!window) continue;
    for (const invoice of await invoicesToRemind(db, kind, { ...window, issuedBefore })) {
      const sent = await db.transaction().execute(async (tx) => {
        if (!(await claimReminder(tx, invoice.id, kind, now))) return false;
        const client = await findClient(tx, invoice.clientId);
        if (!client?.email) return false;
        const duePaise = invoice.totals.totalPaise - invoice.paidPaise - invoice.creditedPaise;
        await enqueueMessage(tx, { channel: "email", to: client.email, ...reminderText(invoice, kind, duePaise) }, now);
        return true;
      });
      if (sent) queued++;
    }
  }
  return queued;
}
