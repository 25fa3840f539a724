import { conversionSource, type ConversionSource } from "../../../contract/shared/visit-source.ts";
import type * as z from "zod/mini";
import { subscribeMessages } from "../../../contract/api/subscribe.ts";
import { subscribeMessagesHi } from "../../../contract/api/subscribe-hi.ts";
import type { Language } from "../../../contract/shared/language.ts";
import { subscribeRequestSchema } from "../../../contract/api/subscribe.schema.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import type { PublicMailGate } from "../../messaging/public-mail-gate.ts";
import { subscriptionConfirmation, subscriptionConfirmationHi } from "../../messaging/templates.ts";
import type { PersonalDataHolder } from "../../db/personal-data.ts";
import {
  deleteSubscriber,
  deleteSubscriberByEmail,
  findSubscriber,
  findSubscriberByEmail,
  insertPendingSubscriber,
  markConfirmationSent,
  markConfirmed,
  markUnsubscribed,
  type SubscriberRow,
} from "./subscribers.repository.ts";
import { tokenMatches, tokenSubscriberId, type SubscriptionLinks } from "./subscription-links.ts";

/** A confirmation link works this long; an address still pending after it is deleted (decision 016). */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** A second signup sends the confirmation again only after this long, so nobody can flood an inbox. */
export const CONFIRMATION_RESEND_AFTER_MS = 60 * 60 * 1000;

/** `pending`: the address is new (or had left) and a confirmation went out; `listed`: it was already on the list. */
export type SignupOutcome = "pending" | "listed";

/**
 * The footer form's one outcome, whether it came as JSON (POST /api/subscribe) or as a plain form
 * post (decision 064): `created` (201, the SPEC's "Subscription successful!") for a new address
 * and for a bot's filled hidden field (nothing stored), otherwise the address was already listed
 * (200). A form from a Hindi page (`lang: "hi"`) is answered and mailed in Hindi. Wake the outbox
 * worker after it.
 */
export async function acceptSubscription(
  db: Db,
  links: SubscriptionLinks & { privacyUrl: string },
  form: z.infer<typeof subscribeRequestSchema>,
  gate?: PublicMailGate,
): Promise<{ created: boolean; message: string }> {
  const language = form.lang ?? "en";
  const messages = language === "hi" ? subscribeMessagesHi : subscribeMessages;
  if (form.website) return { created: true, message: messages.success };
  return (await signUp(db, links, form.email, new Date(), gate, language, conversionSource(form))) === "pending"
    ? { created: true, message: messages.success }
    : { created: false, message: messages.alreadySubscribed };
}

/**
 * A signup from a Hindi page that the schema refuses, refused in Hindi (issue 29); null for any
 * other body, which the schema's English sentences answer as before.
 */
export function hindiRefusal(body: unknown): { message: string; fields: Record<string, string> } | null {
  const hindi = typeof body === "object" && body !== null && (body as { lang?: unknown }).lang === "hi";
  if (!hindi || subscribeRequestSchema.safeParse(body).success) return null;
  return { message: subscribeMessagesHi.invalidEmail, fields: { email: subscribeMessagesHi.invalidEmail } };
}

/**
 * A signup from the footer form (double opt-in): a new or departed address becomes pending and is
 * sent one confirmation e-mail; an address already pending gets none (or one more after an hour);
 * an active one is left alone. One row per address whatever happens. Wake the outbox worker after it.
 */
export async function signUp(
  db: Db,
  links: SubscriptionLinks & { privacyUrl: string },
  email: string,
  now = new Date(),
  /** The public forms' hourly mail cap (decision 071); the row itself limits one address. */
  gate?: PublicMailGate,
  /** The language of the page the address was entered on: the confirmation e-mail's. */
  language: Language = "en",
  /** Where the visit came from: once confirmed, the signup is a conversion of that source (issue 30). */
  visitSource?: ConversionSource,
): Promise<SignupOutcome> {
  const confirmation = language === "hi" ? subscriptionConfirmationHi : subscriptionConfirmation;
  const sendConfirmation = async (tx: Db, row: { id: number; email: string }) => {
    if (gate && (await gate.admit(tx, row.email, now, { oncePerHour: false })) !== "send") return;
    await enqueueMessage(
      tx,
      confirmation({ to: row.email, confirmUrl: links.confirmUrl(row, language), privacyUrl: links.privacyUrl }),
      now,
    );
  };
  return db.transaction().execute(async (tx) => {
    const found = await findSubscriberByEmail(tx, email);
    if (!found) {
      const added = await insertPendingSubscriber(tx, email, now, visitSource);
      if (!added) return "listed"; // a concurrent signup added it a moment ago
      await sendConfirmation(tx, added);
      return "pending";
    }
    if (found.status === "active") return "listed";
    const sentAt = Date.parse(found.confirmation_sent_at ?? found.created_at);
    if (found.status === "pending" && now.getTime() - sentAt < CONFIRMATION_RESEND_AFTER_MS) return "listed";
    await markConfirmationSent(tx, found.id, now);
    await sendConfirmation(tx, found);
    return found.status === "unsubscribed" ? "pending" : "listed";
  });
}

/**
 * Opens a confirmation link: a pending address whose link is still valid becomes active; an
 * active one stays so (the link was opened twice). Answers the confirmed row, or null for an
 * invalid link.
 */
export async function confirmSubscription(
  db: Db,
  secret: string,
  token: string,
  now = new Date(),
): Promise<SubscriberRow | null> {
  return db.transaction().execute(async (tx) => {
    const row = await subscriberForToken(tx, secret, "confirm", token);
    if (!row || row.status === "unsubscribed") return null;
    if (row.status === "active") return row;
    const sentAt = Date.parse(row.confirmation_sent_at ?? row.created_at);
    if (now.getTime() - sentAt > CONFIRMATION_VALID_MS) return null;
    await markConfirmed(tx, row.id, now);
    return row;
  });
}

/**
 * One-click unsubscribe (RFC 8058) and the unsubscribe page: the address stops receiving mail at
 * once. Answers false for a link that names no address on the list. Leaving twice is fine.
 */
export async function unsubscribe(db: Db, secret: string, token: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await subscriberForToken(tx, secret, "unsubscribe", token);
    if (!row) return false;
    if (row.status !== "unsubscribed") await markUnsubscribed(tx, row.id, now);
    return true;
  });
}

async function subscriberForToken(
  db: Db,
  secret: string,
  purpose: "confirm" | "unsubscribe",
  token: string,
): Promise<SubscriberRow | null> {
  const id = tokenSubscriberId(token);
  const row = id === null ? null : await findSubscriber(db, id);
  return row && tokenMatches(secret, purpose, token, row) ? row : null;
}

/** The console's removal of an address; answers false when there was none. */
export async function removeSubscriber(db: Db, id: number, record?: RecordChange): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const email = await deleteSubscriber(tx, id);
    if (email === null) return false;
    await record?.(tx, {
      action: "subscriber.delete",
      target: `subscriber ${id}`,
      detail: `Removed ${email} from the mailing list`,
    });
    return true;
  });
}

/** A person's place on the mailing list: found for the console and the export, deleted on erasure (decision 015). */
export const subscribersPersonalData: PersonalDataHolder = {
  name: "subscription",
  label: "Mailing list",
  async find(db, who) {
    const row = who.email === null ? null : await findSubscriberByEmail(db, who.email);
    if (!row) return [];
    const { id, email, status, created_at, confirmation_sent_at, confirmed_at, unsubscribed_at } = row;
    const { reminders_since, reminder_state, reminder_kind, reminder_language } = row;
    return [
      {
        id,
        email,
        status,
        created_at,
        confirmation_sent_at,
        confirmed_at,
        unsubscribed_at,
        reminders_since,
        reminder_state,
        reminder_kind,
        reminder_language,
      },
    ];
  },
  erase: async (tx, who) => ({ count: who.email === null ? 0 : await deleteSubscriberByEmail(tx, who.email) }),
};
