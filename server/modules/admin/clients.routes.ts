import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { billingMessages, billingPaths } from "../../../contract/console/billing.ts";
import { idParamsSchema } from "../../../contract/console/admin.schema.ts";
import {
  clientAnswerSchema,
  clientDraftSchema,
  clientListSchema,
  enquiryClientAnswerSchema,
} from "../../../contract/console/billing.schema.ts";
import type { Db } from "../../db/connection.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { listClients } from "../clients/clients.repository.ts";
import { changeClient, clientFromEnquiry, createClient } from "../clients/clients.service.ts";

/**
 * The firm's clients (issue 32): `GET` and `POST /api/admin/clients`, `PUT /api/admin/clients/{id}`,
 * and `POST /api/admin/enquiries/{id}/client` (a won enquiry's client, made once).
 */
export const clientsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(billingPaths.clients, { schema: { response: { 200: clientListSchema } } }, async () => ({
    clients: await listClients(db),
  }));

  app.post(
    billingPaths.clients,
    { schema: { body: clientDraftSchema, response: { 201: clientAnswerSchema } } },
    async (request, reply) => {
      const client = await createClient(db, request.body, auditTrail(request));
      return reply.code(201).send({ message: billingMessages.clientSaved, client });
    },
  );

  app.put(
    `${billingPaths.clients}/:id`,
    { schema: { params: idParamsSchema, body: clientDraftSchema, response: { 200: clientAnswerSchema } } },
    async (request) => ({
      message: billingMessages.clientSaved,
      client: await changeClient(db, request.params.id, request.body, auditTrail(request)),
    }),
  );

  app.post(
    "/api/admin/enquiries/:id/client",
    { schema: { params: idParamsSchema, response: { 200: enquiryClientAnswerSchema } } },
    async (request) => {
      const { client, made } = await clientFromEnquiry(db, request.params.id, auditTrail(request));
      return { message: made ? billingMessages.clientMade : billingMessages.clientLinked, client, made };
    },
  );
};
