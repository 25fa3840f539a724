import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { subscribeMessages, subscribePath } from "../../../contract/subscribe.ts";
import { subscribeRequestSchema, subscribeResponseSchema } from "../../../contract/subscribe.schema.ts";
import type { Db } from "../../db/connection.ts";
import { addSubscriber } from "./subscribers.repository.ts";

export const subscribersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    subscribePath,
    { schema: { body: subscribeRequestSchema, response: { 200: subscribeResponseSchema, 201: subscribeResponseSchema } } },
    async (request, reply) => {
      const { email, website } = request.body;
      // A bot filled the hidden field: answer as for a person, store nothing.
      if (website) return reply.code(201).send({ message: subscribeMessages.success });
      const added = await addSubscriber(db, email);
      return added
        ? reply.code(201).send({ message: subscribeMessages.success })
        : reply.code(200).send({ message: subscribeMessages.alreadySubscribed });
    },
  );
};
