import { authMessages } from "../../../contract/api/auth.ts";
import { lockUntilCommit } from "../../db/advisory-lock.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { addressKey } from "../../client-address.ts";
import { HttpError } from "../../http-error.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { otpSms } from "../../messaging/templates.ts";
import { isEditor } from "./editors.repository.ts";
import { sameSecret, secretHash } from "../../signing.ts";
import { newOtpCode, newSessionToken } from "./auth-tokens.ts";
import {
  countCodesSince,
  consumeCode,
  countWrongTry,
  deleteCodesBefore,
  insertCode,
  newestUnusedCode,
} from "./otp-codes.repository.ts";
import { recordLoginAttempt } from "./login-attempts.repository.ts";
import { alertIfLockStarts, loginStanding } from "./login-guard.ts";
import { createSession } from "./sessions.repository.ts";

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_TRIES = 5;

type AuthEnv = Pick<Env, "SESSION_SECRET" | "OTP_LIMIT_PER_NUMBER">;

/**
 * Deletes codes that can neither be used nor count towards the per-number limit any more; run at
 * every send and by the retention job. Answers how many went.
 */
export async function purgeSpentCodes(db: Db, env: Pick<Env, "OTP_LIMIT_PER_NUMBER">, now: Date): Promise<number> {
  return deleteCodesBefore(db, new Date(now.getTime() - Math.max(env.OTP_LIMIT_PER_NUMBER.windowMs, OTP_TTL_MS)));
}

/**
 * Issues a code for a mobile to one client address. Every number gets the same answer and the same
 * work (a stored, counted code), but only an editor's code is sent: strangers learn nothing and
 * cost no SMS. OTP_LIMIT_PER_NUMBER counts the sends to every address the number has not signed in
 * from together, and each address it signed in from on its own (decision 070). Answers whether a
 * message was queued.
 */
export async function sendOtp(
  db: Db,
  env: AuthEnv,
  mobile: string,
  clientAddress: string,
  now = new Date(),
): Promise<boolean> {
  const clientKey = addressKey(clientAddress);
  return db.transaction().execute(async (tx) => {
    // Sends for one number take turns across connections and instances: each counts the others' codes.
    await lockUntilCommit(tx, `otp-send:${mobile}`);
    const standing = await loginStanding(tx, mobile, clientKey, now);
    if (standing.lockedUntil) throw new HttpError(429, authMessages.loginPaused);
    const since = new Date(now.getTime() - env.OTP_LIMIT_PER_NUMBER.windowMs);
    const sent = await countCodesSince(
      tx,
      mobile,
      since,
      standing.known ? { only: clientKey } : { except: standing.knownAddresses },
    );
    if (sent >= env.OTP_LIMIT_PER_NUMBER.count) throw new HttpError(429, authMessages.tooManySends);
    await purgeSpentCodes(tx, env, now);
    const code = newOtpCode();
    await insertCode(
      tx,
      {
        mobile,
        codeHash: secretHash(env.SESSION_SECRET, "otp", `${mobile}:${code}`),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        clientAddress: clientKey,
      },
      now,
    );
    if (!(await isEditor(tx, mobile))) return false;
    await enqueueMessage(tx, otpSms(mobile, code), now, { secret: true });
    return true;
  });
}

/**
 * Checks a code against the newest one issued for the mobile to this client address: valid for 5
 * minutes, dead after 5 wrong tries, usable once. Wrong codes also count across codes, per address
 * and for unknown addresses together (login-guard.ts); a paused address is refused whatever it
 * enters. On success opens a session and answers its token (only its hash is kept).
 */
export async function verifyOtp(
  db: Db,
  env: AuthEnv,
  mobile: string,
  code: string,
  clientAddress: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const clientKey = addressKey(clientAddress);
  const result = await db.transaction().execute(async (tx) => {
    // Guesses for one number take turns, so parallel ones cannot all read the count before it grows.
    await lockUntilCommit(tx, `otp-verify:${mobile}`);
    const standing = await loginStanding(tx, mobile, clientKey, now);
    if (standing.lockedUntil) return { error: new HttpError(429, authMessages.loginPaused) };
    const row = await newestUnusedCode(tx, mobile, clientKey);
    if (!row || row.expiresAt <= now.toISOString()) return { error: new HttpError(400, authMessages.invalidOtp) };
    if (row.attempts >= OTP_MAX_TRIES) return { error: new HttpError(429, authMessages.tooManyAttempts) };
    const editor = await isEditor(tx, mobile);
    const matches = sameSecret(secretHash(env.SESSION_SECRET, "otp", `${mobile}:${code}`), row.codeHash) && editor;
    if (!matches) {
      await countWrongTry(tx, row.id);
      await recordLoginAttempt(tx, { mobile, clientKey, outcome: "wrong", trusted: standing.known }, now);
      if (editor) await alertIfLockStarts(tx, mobile, standing, now);
      const dead = row.attempts + 1 >= OTP_MAX_TRIES;
      return {
        error: dead ? new HttpError(429, authMessages.tooManyAttempts) : new HttpError(400, authMessages.invalidOtp),
      };
    }
    if (!(await consumeCode(tx, row.id, OTP_MAX_TRIES, now)))
      return { error: new HttpError(400, authMessages.invalidOtp) };
    await recordLoginAttempt(tx, { mobile, clientKey, outcome: "signed-in", trusted: true }, now);
    const token = newSessionToken();
    const expiresAt = await createSession(tx, secretHash(env.SESSION_SECRET, "session", token), mobile, now);
    return { token, expiresAt };
  });
  // Thrown after the transaction so a wrong try's count is committed, not rolled back.
  if ("error" in result) throw result.error;
  return result;
}
