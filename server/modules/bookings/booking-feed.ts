import { bookingPaths } from "../../../contract/api/bookings.ts";
import type { Db } from "../../db/connection.ts";
import { sameSecret, secretHash } from "../../signing.ts";
import { currentSite } from "../../site-identity.ts";
import { listEditors } from "../auth/editors.repository.ts";
import { bookingFeed } from "./booking-ics.ts";
import { bookingEvent, organiserOf } from "./booking-messages.ts";
import { listBookingsFrom } from "./bookings.repository.ts";

/** The path of the staff's subscribed calendar. */
export const bookingFeedPath = `${bookingPaths.book}/feed.ics`;

/**
 * A staff member's private feed key: an HMAC of their mobile, so it needs no table, differs per
 * editor, and stops working the moment the editor is removed.
 */
const feedKey = (secret: string, mobile: string) => secretHash(secret, "booking-feed", mobile);

export const bookingFeedUrl = (baseUrl: string, secret: string, mobile: string) =>
  `${baseUrl}${bookingFeedPath}?key=${feedKey(secret, mobile)}`;

/** Whether a key is a current editor's. */
export async function validFeedKey(db: Db, secret: string, key: string): Promise<boolean> {
  return (await listEditors(db)).some(({ mobile }) => sameSecret(feedKey(secret, mobile), key));
}

/** The bookings from a week ago on as an iCalendar feed (cancelled ones marked so, for calendars that had them). */
export async function bookingFeedText(db: Db, publicBaseUrl: string, now: Date): Promise<string> {
  const site = currentSite();
  const rows = await listBookingsFrom(db, new Date(now.getTime() - 7 * 86_400_000));
  return bookingFeed(
    rows.map((row) => bookingEvent(row, site)),
    organiserOf(site, publicBaseUrl),
    `Consultations (${site.shortBrand})`,
    now,
  );
}
