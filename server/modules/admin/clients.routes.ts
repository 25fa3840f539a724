import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { billingMessages, billingPaths } from "../../../contract/console/billing.ts";
import { clientAnswerSchema, clientDraftSchema, clientListSchema } from "../../../contract/console/billing.schema.ts";
import type { Db } from "../../db/connection.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { listClients } from "../clients/clients.repository.ts";
import { createClient } from "../clients/clients.service.ts";

/** The firm's clients (issue 32): `GET` and `POST /api/admin/clients`. */
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
};
