import type { FastifyBaseLogger } from "fastify";
import type { AppServices, FormOutcome } from "../../../contract/api/app-services.ts";
import { bookingMessages } from "../../../contract/api/bookings.ts";
import { bookingChangeSchema, bookingRequestSchema } from "../../../contract/api/bookings.schema.ts";
import { genericMessages } from "../../../contract/api/errors.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { HttpError } from "../../http-error.ts";
import { publicMailGate } from "../../messaging/public-mail-gate.ts";
import { zodFields } from "../../zod-fields.ts";
import { acceptBooking, changeBooking, listFreeSlots, managedBooking } from "./bookings.service.ts";

type Refusal = Extract<FormOutcome, { ok: false }>;

function refusal(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Refusal {
  const fields = zodFields(issues);
  return { ok: false, message: Object.values(fields)[0] ?? genericMessages.invalidRequest, fields };
}

/** A service's HttpError as the form's refusal; anything else is an outage and stays thrown. */
function refusedBy(err: unknown): Refusal {
  if (!(err instanceof HttpError)) throw err;
  return { ok: false, message: err.message, fields: err.fields ?? {} };
}

/**
 * The booking pages' forms posted without JavaScript (decision 064): the contract's schemas and the
 * very services POST /api/bookings calls, so both ways give the same outcome and sentences.
 */
export function bookingPageServices(
  db: Db,
  env: Pick<Env, "PUBLIC_BASE_URL" | "SESSION_SECRET" | "PUBLIC_MAIL_PER_HOUR">,
  wakeOutbox: () => void,
  log?: FastifyBaseLogger,
): Pick<AppServices, "bookingSlots" | "book" | "managedBooking" | "changeBooking"> {
  const deps = { secret: env.SESSION_SECRET, publicBaseUrl: env.PUBLIC_BASE_URL, mailGate: publicMailGate(env, log) };
  return {
    bookingSlots: () => listFreeSlots(db, {}),
    async book(fields) {
      const parsed = bookingRequestSchema.safeParse(fields);
      if (!parsed.success) return refusal(parsed.error.issues);
      if (parsed.data.website) return { ok: false, message: genericMessages.invalidRequest, fields: {} };
      try {
        const { manageUrl } = await acceptBooking(db, deps, parsed.data);
        wakeOutbox();
        return { ok: true, message: bookingMessages.booked, manageUrl };
      } catch (err) {
        return refusedBy(err);
      }
    },
    managedBooking: (id, sig) => managedBooking(db, env.SESSION_SECRET, id, sig),
    async changeBooking(fields) {
      const parsed = bookingChangeSchema.safeParse(fields);
      if (!parsed.success) return refusal(parsed.error.issues);
      try {
        const { message } = await changeBooking(db, deps, parsed.data);
        wakeOutbox();
        return { ok: true, message };
      } catch (err) {
        return refusedBy(err);
      }
    },
  };
}
