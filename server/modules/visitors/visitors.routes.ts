import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { visitorCountSchema } from "../../../contract/api/visitors.schema.ts";
import { visitorsPath } from "../../../contract/api/visitors.ts";
import type { Db } from "../../db/connection.ts";
import { incrementVisitorCount, readVisitorCount } from "./visitors.repository.ts";

export const visitorsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const response = { 200: visitorCountSchema };
  app.get(visitorsPath, { schema: { response } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { count: await readVisitorCount(db) };
  });
  app.post(visitorsPath, { schema: { response } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { count: await incrementVisitorCount(db) };
  });
};
