import type { Db } from "../../db/connection.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { loginAlertSms } from "../../messaging/templates.ts";
import { listEditors } from "./editors.repository.ts";
import { lastSignInFrom, signInAddresses, wrongTriesSince } from "./login-attempts.repository.ts";

/** An address a mobile signed in from this recently is the editor's own device (decision 070). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/** Wrong codes are counted across codes over this window. */
export const WRONG_TRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Wrong codes one address may enter for a number (two codes' worth) before each next try waits. */
export const FREE_WRONG_TRIES = 10;
/** Wrong codes every address the number never signed in from may enter together in the window. */
export const UNKNOWN_ADDRESSES_WRONG_TRIES = 20;

/** How long the next try waits after `count` wrong codes from one address: 1 min, 2, 4, ... up to a day. */
export function waitAfterWrongTries(count: number): number {
  if (count < FREE_WRONG_TRIES) return 0;
  return Math.min(WRONG_TRY_WINDOW_MS, 60_000 * 2 ** (count - FREE_WRONG_TRIES));
}

export interface LoginStanding {
  /** The mobile signed in from this address within KNOWN_ADDRESS_MS. */
  known: boolean;
  /** Every address it signed in from within KNOWN_ADDRESS_MS. */
  knownAddresses: string[];
  /** Wrong codes from this address since its last sign-in, within the window. */
  wrongFromAddress: number;
  /** Wrong codes from unknown addresses within the window (0 for a known address, which they never hold up). */
  wrongFromUnknown: number;
  /** Until when this address may not try a code for this mobile; null when it may now. */
  lockedUntil: Date | null;
}

/**
 * Where one address stands with one mobile. Its own wrong codes slow it down with a doubling wait;
 * the wrong codes of all unknown addresses together lock every unknown address for the window, but
 * never an address the editor signed in from: a stranger can neither guess on for long nor keep
 * the editor's own device out.
 */
export async function loginStanding(db: Db, mobile: string, clientKey: string, now: Date): Promise<LoginStanding> {
  const knownAddresses = await signInAddresses(db, mobile, new Date(now.getTime() - KNOWN_ADDRESS_MS));
  const known = knownAddresses.includes(clientKey);
  const windowStart = new Date(now.getTime() - WRONG_TRY_WINDOW_MS).toISOString();
  // A sign-in from the address starts its count afresh.
  const lastSignIn = known ? await lastSignInFrom(db, mobile, clientKey, new Date(windowStart)) : null;
  const own = await wrongTriesSince(db, mobile, lastSignIn ?? windowStart, { only: clientKey });
  const unknown = known ? { count: 0, last: null } : await wrongTriesSince(db, mobile, windowStart, { unknown: true });
  const until = [
    own.last ? Date.parse(own.last) + waitAfterWrongTries(own.count) : 0,
    unknown.last && unknown.count >= UNKNOWN_ADDRESSES_WRONG_TRIES ? Date.parse(unknown.last) + WRONG_TRY_WINDOW_MS : 0,
  ].reduce((a, b) => Math.max(a, b));
  return {
    known,
    knownAddresses,
    wrongFromAddress: own.count,
    wrongFromUnknown: unknown.count,
    lockedUntil: until > now.getTime() ? new Date(until) : null,
  };
}

/**
 * After a wrong code for an editor's mobile has been counted: when it is the one that starts the
 * wait for its address, or locks out unknown addresses, the other editors hear of it by SMS (the
 * editor alone hears when there is no other).
 */
export async function alertIfLockStarts(db: Db, mobile: string, before: LoginStanding, now: Date): Promise<void> {
  const starts =
    before.wrongFromAddress + 1 === FREE_WRONG_TRIES ||
    (!before.known && before.wrongFromUnknown + 1 === UNKNOWN_ADDRESSES_WRONG_TRIES);
  if (!starts) return;
  const others = (await listEditors(db)).map((e) => e.mobile).filter((m) => m !== mobile);
  const wrong = Math.max(before.wrongFromAddress, before.wrongFromUnknown) + 1;
  for (const to of others.length > 0 ? others : [mobile])
    await enqueueMessage(db, loginAlertSms(to, mobile, wrong), now);
}
