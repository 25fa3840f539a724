import { reminderPagePath, reminderPaths, type ReminderAction } from "../../../contract/api/reminders.ts";
import { sameSecret, secretHash } from "../../signing.ts";
import { pathIn, type Language } from "../../../contract/shared/language.ts";

/** What a reminder link carries: the address and the calendar filter the reminders follow. */
export interface ReminderTarget {
  email: string;
  state: string;
  kind: string;
}

/**
 * A link's signature. A start link signs the address and the filter it starts; a stop link signs
 * only the address, so it keeps working whatever filter the reminders follow.
 */
function signature(secret: string, action: ReminderAction, target: ReminderTarget): string {
  const value = action === "start" ? `${target.email}|${target.state}|${target.kind}` : target.email;
  return secretHash(secret, `reminder-${action}`, value);
}

/** The link an e-mail carries: it opens the confirm page (in the signup's language), which posts it back. */
export function reminderLink(
  baseUrl: string,
  secret: string,
  action: ReminderAction,
  target: ReminderTarget,
  language: Language = "en",
): string {
  const query = new URLSearchParams({
    action,
    email: target.email,
    ...(action === "start" ? { state: target.state, kind: target.kind } : {}),
    sig: signature(secret, action, target),
  });
  return `${baseUrl}${pathIn(language, reminderPagePath)}?${query}`;
}

export function validLink(secret: string, action: ReminderAction, target: ReminderTarget, sig: string): boolean {
  return sameSecret(signature(secret, action, target), sig);
}

/**
 * The RFC 8058 one-click address of a reminder e-mail (its List-Unsubscribe header): the stop
 * endpoint with the signed address in the query, so a mail client's POST of
 * `List-Unsubscribe=One-Click` alone stops the reminders (decision 016).
 */
export function reminderOneClickUrl(baseUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({ email, sig: signature(secret, "stop", { email, state: "", kind: "" }) });
  return `${baseUrl}${reminderPaths.stop}?${query}`;
}
