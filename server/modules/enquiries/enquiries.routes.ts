import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessages, contactsPath } from "../../../contract/api/contacts.ts";
import { contactRequestSchema, contactResponseSchema } from "../../../contract/api/contacts.schema.ts";
import type { Db } from "../../db/connection.ts";
import { routeRateLimit, type RateLimit } from "../../plugins/address-rate-limit.ts";
import { submitEnquiry } from "./enquiries.service.ts";

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
      const { name, email, contact_number: contactNumber, website } = request.body;
      const message = request.body.message || null;
      // A bot filled the hidden field: answer as for a person, store and send nothing.
      if (website) return reply.code(201).send({ message: contactMessages.success });
      const id = await submitEnquiry(db, { name, email, contactNumber, message });
      app.outboxWorker.wake();
      return reply.code(201).send({ message: contactMessages.success, id });
    },
  );
};
