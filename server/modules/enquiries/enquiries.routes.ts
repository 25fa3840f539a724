import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactsPath } from "../../../contract/api/contacts.ts";
import { contactRequestSchema, contactResponseSchema } from "../../../contract/api/contacts.schema.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { publicMailGate } from "../../messaging/public-mail-gate.ts";
import { routeRateLimit, type RateLimit } from "../../plugins/address-rate-limit.ts";
import { HttpError } from "../../http-error.ts";
import { acceptEnquiry, hindiEnquiryRefusal } from "./enquiries.service.ts";

/** POST /api/contacts: the contact form's enquiry. */
export const enquiriesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  env: Pick<Env, "SESSION_SECRET" | "PUBLIC_MAIL_PER_HOUR" | "LEAD_ALERT_MOBILES">;
  limit: RateLimit;
}> = async (app, { db, env, limit }) => {
  const intake = { mailGate: publicMailGate(env, app.log), alertMobiles: env.LEAD_ALERT_MOBILES };
  // Each enquiry e-mails the business: a tighter per-address limit than other writes.
  app.post(
    contactsPath,
    {
      onRequest: routeRateLimit(app, limit),
      // Before the schema, whose refusals are SPEC's English: the Hindi page's form is refused in Hindi.
      preValidation: async (request) => {
        const refused = hindiEnquiryRefusal(request.body);
        if (refused) throw new HttpError(400, refused.message, refused.fields);
      },
      schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } },
    },
    async (request, reply) => {
      const accepted = await acceptEnquiry(db, intake, request.body);
      if (accepted.id !== undefined) app.outboxWorker.wake();
      return reply.code(201).send(accepted);
    },
  );
};
