import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessages, contactsPath } from "../../../contract/contacts.ts";
import { contactRequestSchema, contactResponseSchema } from "../../../contract/contacts.schema.ts";
import type { Db } from "../../db/connection.ts";
import { routeRateLimit, type RateLimit } from "../../plugins/address-rate-limit.ts";
import { enqueueMessage } from "../../messaging/outbox.ts";
import { enquiryAlert } from "../../messaging/templates.ts";

export const contactsRoutes: FastifyPluginAsyncZod<{ db: Db; limit: RateLimit }> = async (app, { db, limit }) => {
  // Each enquiry e-mails the business: a tighter per-address limit than other writes.
  app.post(contactsPath, { onRequest: routeRateLimit(app, limit), schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } } }, async (request, reply) => {
    const { name, email, contact_number: contactNumber, website } = request.body;
    // A bot filled the hidden field: answer as for a person, store and send nothing.
    if (website) return reply.code(201).send({ message: contactMessages.success });
    const now = new Date();
    const id = await db.transaction().execute(async (tx) => {
      const at = now.toISOString();
      const row = await tx
        .insertInto("enquiries")
        .values({ name, email, contact_number: contactNumber, status: "new", created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      await enqueueMessage(tx, enquiryAlert({ id: Number(row.id), name, email, contactNumber }), now);
      return Number(row.id);
    });
    app.outboxWorker.wake();
    return reply.code(201).send({ message: contactMessages.success, id });
  });
};
