import { authMessages } from "../../../contract/auth.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { HttpError } from "../../http-error.ts";
import { enqueueMessage } from "../../messaging/outbox.ts";
import { otpSms } from "../../messaging/templates.ts";
import { isEditor } from "../editors/editors.repository.ts";
import { newOtpCode, newSessionToken, sameHash, secretHash } from "./secret-hash.ts";
import { createSession } from "./sessions.repository.ts";

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_TRIES = 5;

type AuthEnv = Pick<Env, "SESSION_SECRET" | "OTP_LIMIT_PER_NUMBER">;

/**
 * Issues a code for a mobile. Every number gets the same answer and the same work (a stored,
 * counted code), but only an editor's code is sent: strangers learn nothing and cost no SMS.
 * Answers whether a message was queued.
 */
export async function sendOtp(db: Db, env: AuthEnv, mobile: string, clientAddress: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const since = new Date(now.getTime() - env.OTP_LIMIT_PER_NUMBER.windowMs).toISOString();
    const { n } = await tx
      .selectFrom("otp_codes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("mobile", "=", mobile)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    if (Number(n) >= env.OTP_LIMIT_PER_NUMBER.count) throw new HttpError(429, authMessages.tooManySends);
    // Codes that can neither be used nor count towards a limit any more are deleted.
    const stale = new Date(now.getTime() - Math.max(env.OTP_LIMIT_PER_NUMBER.windowMs, OTP_TTL_MS)).toISOString();
    await tx.deleteFrom("otp_codes").where("created_at", "<", stale).execute();
    const code = newOtpCode();
    await tx
      .insertInto("otp_codes")
      .values({
        mobile,
        code_hash: secretHash(env.SESSION_SECRET, "otp", `${mobile}:${code}`),
        attempts: 0,
        expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
        client_address: clientAddress,
        created_at: now.toISOString(),
      })
      .execute();
    if (!(await isEditor(tx, mobile))) return false;
    await enqueueMessage(tx, otpSms(mobile, code), now);
    return true;
  });
}

/**
 * Checks a code against the newest one issued for the mobile: valid for 5 minutes, dead after 5
 * wrong tries, usable once. On success opens a session and answers its token (only its hash is kept).
 */
export async function verifyOtp(db: Db, env: AuthEnv, mobile: string, code: string, now = new Date()): Promise<{ token: string; expiresAt: string }> {
  const result = await db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("otp_codes")
      .select(["id", "code_hash", "attempts", "expires_at"])
      .where("mobile", "=", mobile)
      .where("consumed_at", "is", null)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!row || row.expires_at <= now.toISOString()) return { error: new HttpError(400, authMessages.invalidOtp) };
    if (Number(row.attempts) >= OTP_MAX_TRIES) return { error: new HttpError(429, authMessages.tooManyAttempts) };
    const matches = sameHash(secretHash(env.SESSION_SECRET, "otp", `${mobile}:${code}`), row.code_hash) && (await isEditor(tx, mobile));
    if (!matches) {
      // Counted atomically, so parallel guesses cannot get past the limit.
      await tx.updateTable("otp_codes").set((eb) => ({ attempts: eb("attempts", "+", 1) })).where("id", "=", row.id).execute();
      const dead = Number(row.attempts) + 1 >= OTP_MAX_TRIES;
      return { error: dead ? new HttpError(429, authMessages.tooManyAttempts) : new HttpError(400, authMessages.invalidOtp) };
    }
    const consumed = await tx
      .updateTable("otp_codes")
      .set({ consumed_at: now.toISOString() })
      .where("id", "=", row.id)
      .where("consumed_at", "is", null)
      .where("attempts", "<", OTP_MAX_TRIES)
      .executeTakeFirst();
    if (Number(consumed.numUpdatedRows) !== 1) return { error: new HttpError(400, authMessages.invalidOtp) };
    const token = newSessionToken();
    const expiresAt = await createSession(tx, secretHash(env.SESSION_SECRET, "session", token), mobile, now);
    return { token, expiresAt };
  });
  // Thrown after the transaction so a wrong try's count is committed, not rolled back.
  if ("error" in result) throw result.error;
  return result;
}
