import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { purgeFinishedMessages } from "../../messaging/outbox.repository.ts";
import { purgePublicMailSends } from "../../messaging/public-mail-gate.ts";
import { purgeSpentCodes } from "../auth/otp.service.ts";
import { deleteLoginAttemptsBefore } from "../auth/login-attempts.repository.ts";
import { KNOWN_ADDRESS_MS } from "../auth/login-guard.ts";
import { deleteEndedSessions } from "../auth/sessions.repository.ts";
import { purgeEnquiriesBefore } from "../enquiries/enquiries.repository.ts";
import { deleteSaltsBefore } from "../analytics/analytics.repository.ts";
import { indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { purgeRecipientsOfFinished } from "../newsletters/newsletters.repository.ts";
import { purgeRemindersBefore } from "../reminders/reminders.repository.ts";
import { purgeSubscribers } from "../subscribers/subscribers.repository.ts";
import { CONFIRMATION_VALID_MS } from "../subscribers/subscribers.service.ts";
import { DAY_MS } from "../../time.ts";

export type RetentionEnv = Pick<Env, "MESSAGE_RETENTION_DAYS" | "ENQUIRY_RETENTION_DAYS" | "OTP_LIMIT_PER_NUMBER">;

/** How many rows one retention pass deleted, by kind. */
export interface PurgeOutcome {
  messages: number;
  newsletterRecipients: number;
  reminders: number;
  subscribers: number;
  enquiries: number;
  otpCodes: number;
  loginAttempts: number;
  publicMailSends: number;
  sessions: number;
  analyticsSalts: number;
}

/**
 * One pass of the retention job (decision 015): deletes what the site no longer needs.
 * - messages delivered or given up more than MESSAGE_RETENTION_DAYS ago (OTP texts, alerts,
 *   confirmations, newsletters, calendar reminders), the per-recipient rows of newsletters finished
 *   as long ago and the record of reminders for due dates as long past;
 * - addresses never confirmed within the link's 7 days, and addresses that left the list more
 *   than MESSAGE_RETENTION_DAYS ago;
 * - enquiries received more than ENQUIRY_RETENTION_DAYS ago, except those won (clients, issue 30);
 * - OTP codes and sessions that can never be used again, and login attempts too old to count
 *   (decision 070), and the public forms' record of mail sent more than an hour ago (decision 071).
 * Orders are not purged: tax law needs them (an erasure request clears their personal data).
 * Answers the counts, or undefined when nothing was due.
 */
export async function purgeExpiredData(db: Db, env: RetentionEnv, now = new Date()): Promise<PurgeOutcome | undefined> {
  const messagesBefore = new Date(now.getTime() - env.MESSAGE_RETENTION_DAYS * DAY_MS);
  const outcome: PurgeOutcome = {
    messages: await purgeFinishedMessages(db, messagesBefore),
    newsletterRecipients: await purgeRecipientsOfFinished(db, messagesBefore),
    // The record that a calendar reminder went out, for due dates as long past as the messages.
    reminders: await purgeRemindersBefore(db, messagesBefore.toISOString().slice(0, 10)),
    subscribers: await purgeSubscribers(db, {
      pendingBefore: new Date(now.getTime() - CONFIRMATION_VALID_MS),
      unsubscribedBefore: messagesBefore,
    }),
    enquiries: await purgeEnquiriesBefore(db, new Date(now.getTime() - env.ENQUIRY_RETENTION_DAYS * DAY_MS)),
    otpCodes: await purgeSpentCodes(db, env, now),
    loginAttempts: await deleteLoginAttemptsBefore(db, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
    publicMailSends: await purgePublicMailSends(db, now),
    sessions: await deleteEndedSessions(db, now),
    // The analytics' salts of days that are over: afterwards no visitor hash can be recomputed (decision 131).
    analyticsSalts: await deleteSaltsBefore(db, indiaToday(now)),
  };
  return Object.values(outcome).some((n) => n > 0) ? outcome : undefined;
}
