import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { bookingSettingsMessages, consoleBookingPaths } from "../../../contract/console/bookings.ts";
import {
  bookingRulesSchema,
  bookingSettingsResponseSchema,
  bookingSettingsViewSchema,
  bookingStaffFieldsSchema,
  bookingStaffResponseSchema,
  bookingEnquiryResponseSchema,
  consoleBookingsSchema,
} from "../../../contract/console/bookings.schema.ts";
import { bookingRulesDefault } from "../../../contract/api/bookings.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { HttpError } from "../../http-error.ts";
import { editorOf } from "../auth/editor-guard.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { bookingFeedUrl } from "../bookings/booking-feed.ts";
import {
  bookingRules,
  consoleBookings,
  editBookingRules,
  editBookingStaffFields,
  bookingToEnquiry,
} from "../bookings/bookings-console.service.ts";

/** The console's booking screens (issue 31): the rules, the bookings with notes and meeting links, the feed URL. */
export const bookingsAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  env: Pick<Env, "SESSION_SECRET" | "PUBLIC_BASE_URL">;
}> = async (app, { db, env }) => {
  app.get(consoleBookingPaths.settings, { schema: { response: { 200: bookingSettingsViewSchema } } }, async () => ({
    rules: await bookingRules(db),
    typedDefault: bookingRulesDefault,
  }));

  app.patch(
    consoleBookingPaths.settings,
    { schema: { body: bookingRulesSchema, response: { 200: bookingSettingsResponseSchema } } },
    async (request) => ({
      message: bookingSettingsMessages.saved,
      rules: await editBookingRules(db, request.body, auditTrail(request)),
    }),
  );

  app.get(consoleBookingPaths.list, { schema: { response: { 200: consoleBookingsSchema } } }, async (request) => ({
    bookings: await consoleBookings(db),
    feedUrl: bookingFeedUrl(env.PUBLIC_BASE_URL, env.SESSION_SECRET, editorOf(request)),
  }));

  app.patch(
    "/api/admin/bookings/:id",
    {
      schema: {
        params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
        body: bookingStaffFieldsSchema,
        response: { 200: bookingStaffResponseSchema },
      },
    },
    async (request) => {
      const booking = await editBookingStaffFields(db, request.params.id, request.body, auditTrail(request));
      if (!booking) throw new HttpError(404, bookingSettingsMessages.notFound);
      return { message: bookingSettingsMessages.notesSaved, booking };
    },
  );

  // A booking into the pipeline (issue 30): the visitor's open enquiry, or a new one.
  app.post(
    `${consoleBookingPaths.list}/:id/enquiry`,
    {
      schema: {
        params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
        response: { 200: bookingEnquiryResponseSchema },
      },
    },
    async (request) => {
      const linked = await bookingToEnquiry(db, request.params.id, editorOf(request), auditTrail(request));
      if (!linked) throw new HttpError(404, bookingSettingsMessages.notFound);
      return {
        message: linked.joined ? bookingSettingsMessages.enquiryJoined : bookingSettingsMessages.enquiryMade,
        enquiryId: linked.enquiryId,
      };
    },
  );
};
