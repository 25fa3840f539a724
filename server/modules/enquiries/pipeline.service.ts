import type * as z from "zod/mini";
import type { Enquiry } from "../../../contract/console/admin.ts";
import type { MorningView } from "../../../contract/console/leads.ts";
import type { enquiryChangeSchema } from "../../../contract/console/leads.schema.ts";
import { canMove, leadsMessages, stageLabels } from "../../../contract/console/leads.ts";
import { addDays, indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { formatPaise, toPaise } from "../../../contract/shared/money.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { followUpEmail, followUpSms, leadAssignedSms } from "../../messaging/templates.ts";
import { isEditor } from "../auth/editors.repository.ts";
import {
  claimDueFollowUps,
  enquiriesSince,
  findEnquiry,
  followUpsOf,
  insertEnquiryEvent,
  insertEnquiryNote,
  updateEnquiry,
} from "./enquiries.repository.ts";

export type EnquiryChange = z.infer<typeof enquiryChangeSchema>;

/**
 * The console's change of an enquiry (issue 30, decision 130): its stage by the stage rule (lost
 * needs a reason, won a monthly value), its owner (an editor; told by SMS unless they made the
 * change), its next follow-up date. Each stage change is kept with who and when, every change in
 * the audit log. Answers the enquiry as saved, or null for an unknown id; a refused change throws
 * the error body's 400. Wake the outbox after it.
 */
export async function changeEnquiry(
  db: Db,
  id: number,
  change: EnquiryChange,
  actor: string,
  record?: RecordChange,
  now = new Date(),
): Promise<Enquiry | null> {
  return db.transaction().execute(async (tx) => {
    const before = await findEnquiry(tx, id);
    if (!before) return null;
    const details: string[] = [];
    const set: Parameters<typeof updateEnquiry>[2] = {};

    if (change.status !== undefined && change.status !== before.status) {
      const to = change.status;
      if (!canMove(before.status, to))
        throw new HttpError(400, leadsMessages.cannotMove, { status: leadsMessages.cannotMove });
      set.status = to;
      set.lost_reason = null;
      set.monthly_value_paise = null;
      let detail = `${stageLabels[before.status]} → ${stageLabels[to]}`;
      if (to === "lost") {
        if (!change.lostReason)
          throw new HttpError(400, leadsMessages.reasonRequired, { lostReason: leadsMessages.reasonRequired });
        set.lost_reason = change.lostReason;
        detail += `: ${change.lostReason}`;
      }
      if (to === "won") {
        if (change.monthlyValue === undefined)
          throw new HttpError(400, leadsMessages.valueRequired, { monthlyValue: leadsMessages.valueRequired });
        set.monthly_value_paise = toPaise(change.monthlyValue);
        detail += `: ${formatPaise(set.monthly_value_paise)} a month`;
      }
      await insertEnquiryEvent(tx, { enquiryId: id, actor, status: to, detail }, now);
      details.push(detail);
    }

    if (change.owner !== undefined && change.owner !== before.owner) {
      if (change.owner !== null && !(await isEditor(tx, change.owner)))
        throw new HttpError(400, leadsMessages.notAnEditor, { owner: leadsMessages.notAnEditor });
      set.owner_mobile = change.owner;
      details.push(change.owner ? `owner ${change.owner}` : "no owner");
      if (change.owner && change.owner !== actor)
        await enqueueMessage(tx, leadAssignedSms(change.owner, { id, name: before.name }), now);
    }

    if (change.nextFollowUp !== undefined && change.nextFollowUp !== before.nextFollowUp) {
      set.next_follow_up = change.nextFollowUp;
      details.push(change.nextFollowUp ? `follow up ${change.nextFollowUp}` : "no follow-up");
    }

    if (details.length > 0) {
      await updateEnquiry(tx, id, set, now);
      await record?.(tx, {
        action: "enquiry.change",
        target: `enquiry ${id}`,
        detail: `${before.name}: ${details.join("; ")}`,
      });
    }
    return findEnquiry(tx, id);
  });
}

/** Adds a staff note to an enquiry; answers the enquiry with it, or null for an unknown id. */
export async function addEnquiryNote(
  db: Db,
  id: number,
  text: string,
  author: string,
  record?: RecordChange,
  now = new Date(),
): Promise<Enquiry | null> {
  return db.transaction().execute(async (tx) => {
    const before = await findEnquiry(tx, id);
    if (!before) return null;
    await insertEnquiryNote(tx, { enquiryId: id, author, text }, now);
    await record?.(tx, {
      action: "enquiry.note",
      target: `enquiry ${id}`,
      detail: `Note on the enquiry from ${before.name}`,
    });
    return findEnquiry(tx, id);
  });
}

/** An owner's morning: open follow-ups past (overdue) or today (due today), and every enquiry since yesterday's start in India. */
export async function morningView(db: Db, owner: string, now = new Date()): Promise<MorningView> {
  const today = indiaToday(now);
  const followUps = await followUpsOf(db, owner, today);
  // Yesterday 00:00 in India, as UTC.
  const yesterdayStart = new Date(Date.parse(`${addDays(today, -1)}T00:00:00+05:30`));
  return {
    owner,
    today,
    overdue: followUps.filter((e) => (e.nextFollowUp ?? "") < today),
    dueToday: followUps.filter((e) => e.nextFollowUp === today),
    newSinceYesterday: await enquiriesSince(db, yesterdayStart),
  };
}

/**
 * The morning reminders (a scheduled pass): from 08:00 in India, each open enquiry whose follow-up
 * is due today or was missed, and whose reminder for that date was not yet queued, gets an SMS to
 * its owner and an e-mail naming them. Claimed row by row, so two instances never both send one.
 * Answers how many were queued.
 */
export async function queueFollowUpReminders(db: Db, now = new Date()): Promise<number> {
  const indiaHour = new Date(now.getTime() + 5.5 * 3_600_000).getUTCHours();
  if (indiaHour < 8) return 0;
  return db.transaction().execute(async (tx) => {
    const due = await claimDueFollowUps(tx, indiaToday(now));
    for (const row of due) {
      const facts = {
        id: Number(row.id),
        name: row.name,
        email: row.email,
        contactNumber: row.contact_number,
        nextFollowUp: row.next_follow_up ?? "",
        status: stageLabels[row.status as keyof typeof stageLabels] ?? row.status,
      };
      await enqueueMessage(tx, followUpSms(row.owner_mobile!, facts), now);
      await enqueueMessage(tx, followUpEmail(row.owner_mobile!, facts), now);
    }
    return due.length;
  });
}
