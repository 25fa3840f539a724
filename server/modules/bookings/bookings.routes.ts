import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookingPaths } from "../../../contract/api/bookings.ts";
import {
  bookingRequestSchema,
  bookingResponseSchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from "../../../contract/api/bookings.schema.ts";
import { genericMessages } from "../../../contract/api/errors.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { HttpError } from "../../http-error.ts";
import { publicMailGate } from "../../messaging/public-mail-gate.ts";
import { routeRateLimit, type RateLimit } from "../../plugins/address-rate-limit.ts";
import { bookingFeedPath, bookingFeedText, validFeedKey } from "./booking-feed.ts";
import { acceptBooking, listFreeSlots } from "./bookings.service.ts";

type BookingEnv = Pick<Env, "SESSION_SECRET" | "PUBLIC_BASE_URL" | "PUBLIC_MAIL_PER_HOUR">;

/** GET /api/bookings/slots, POST /api/bookings and the staff's feed (issue 31, decision 140). */
export const bookingsRoutes: FastifyPluginAsyncZod<{ db: Db; env: BookingEnv; limit: RateLimit }> = async (
  app,
  { db, env, limit },
) => {
  const deps = {
    secret: env.SESSION_SECRET,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    mailGate: publicMailGate(env, app.log),
  };

  app.get(
    bookingPaths.slots,
    { schema: { querystring: slotsQuerySchema, response: { 200: slotsResponseSchema } } },
    async (request) => listFreeSlots(db, request.query),
  );

  // Each booking e-mails and texts the visitor and alerts the firm: the enquiries' tighter per-address limit.
  app.post(
    bookingPaths.book,
    {
      onRequest: routeRateLimit(app, limit),
      schema: { body: bookingRequestSchema, response: { 201: bookingResponseSchema } },
    },
    async (request, reply) => {
      // A bot filled the hidden field: nothing is booked.
      if (request.body.website) throw new HttpError(400, genericMessages.invalidRequest);
      const { id, start, end } = await acceptBooking(db, deps, request.body);
      app.outboxWorker.wake();
      return reply.code(201).send({ id, start, end });
    },
  );

  // A staff member's private calendar feed: the key in the URL is the way in (Google Calendar and
  // Outlook subscribe to a URL, with no header to carry a token).
  app.get(bookingFeedPath, async (request, reply) => {
    const key = String((request.query as Record<string, unknown>)["key"] ?? "");
    if (!(await validFeedKey(db, env.SESSION_SECRET, key))) throw new HttpError(404, genericMessages.notFound);
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("cache-control", "no-store")
      .send(await bookingFeedText(db, env.PUBLIC_BASE_URL, new Date()));
  });
};
