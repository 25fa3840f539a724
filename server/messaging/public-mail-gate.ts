import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection.ts";
import type { Env } from "../env.ts";
import { secretHash } from "../signing.ts";

const HOUR_MS = 60 * 60 * 1000;

/** `send`: go ahead (recorded); `recent`: this address had one within the hour; `capped`: the hour's cap is used up. */
export type PublicMailVerdict = "send" | "recent" | "capped";

export interface PublicMailGate {
  /**
   * Asks, inside the request's transaction, whether a public form may e-mail `email` now, and
   * records the send when it may. `oncePerHour: false` when the caller keeps its own
   * per-address record (the mailing list's pending row).
   */
  admit(db: Db, email: string, now: Date, options: { oncePerHour: boolean }): Promise<PublicMailVerdict>;
}

/**
 * What keeps the public forms from being a mail cannon (security review M2, decision 071): an
 * address typed into a form gets at most one mail an hour from the forms that rate it so, and all
 * of them together send at most PUBLIC_MAIL_PER_HOUR an hour. Only an HMAC of the address is kept.
 */
export function publicMailGate(env: Pick<Env, "SESSION_SECRET" | "PUBLIC_MAIL_PER_HOUR">, log?: FastifyBaseLogger) {
  return {
    async admit(db, email, now, { oncePerHour }) {
      const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
      const { n } = await db
        .selectFrom("public_mail_sends")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("sent_at", ">", hourAgo)
        .executeTakeFirstOrThrow();
      if (Number(n) >= env.PUBLIC_MAIL_PER_HOUR) {
        log?.warn({ perHour: env.PUBLIC_MAIL_PER_HOUR }, "public-form mail cap reached; mail not sent");
        return "capped";
      }
      const hash = secretHash(env.SESSION_SECRET, "public-mail", email.trim().toLowerCase());
      const result = await db
        .insertInto("public_mail_sends")
        .values({ recipient_hash: hash, sent_at: now.toISOString() })
        .onConflict((oc) => {
          const update = oc.column("recipient_hash").doUpdateSet({ sent_at: now.toISOString() });
          return oncePerHour ? update.where("public_mail_sends.sent_at", "<=", hourAgo) : update;
        })
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? "send" : "recent";
    },
  } satisfies PublicMailGate;
}

/** Retention: forgets sends older than an hour (they limit nothing any more); answers how many went. */
export async function purgePublicMailSends(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("public_mail_sends")
    .where("sent_at", "<=", new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
