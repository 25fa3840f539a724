import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export type Channel = "sms" | "email";

/** One message as providers receive it; `to` is a 10-digit mobile for SMS, an address for e-mail. */
export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  text: string;
}

/**
 * Stores a message for the worker. Call it with the request's transaction, so the message exists
 * exactly when the enquiry, order or OTP it belongs to exists; then `wake()` the worker after commit.
 */
export async function enqueueMessage(db: Kysely<Database>, message: OutgoingMessage, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("outbox")
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}
