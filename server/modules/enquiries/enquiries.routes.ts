import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactsPath } from "../../../contract/api/contacts.ts";
import { contactRequestSchema, contactResponseSchema } from "../../../contract/api/contacts.schema.ts";
import type { Db } from "../../db/connection.ts";
import { routeRateLimit, type RateLimit } from "../../plugins/address-rate-limit.ts";
import { acceptEnquiry } from "./enquiries.service.ts";

/** POST /api/contacts: the contact form's enquiry. */
export const enquiriesRoutes: FastifyPluginAsyncZod<{ db: Db; limit: RateLimit }> = async (app, { db, limit }) => {
  // Each enquiry e-mails the business: a tighter per-address limit than other writes.
  app.post(
    contactsPath,
    {
      onRequest: routeRateLimit(app, limit),
      schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } },
    },
    async (request, reply) => {
      const accepted = await acceptEnquiry(db, request.body);
      if (accepted.id !== undefined) app.outboxWorker.wake();
      return reply.code(201).send(accepted);
    },
  );
};
