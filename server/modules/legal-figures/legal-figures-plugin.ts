import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/connection.ts";
import { FiguresInForce } from "./figures-in-force.ts";

/**
 * The process's one cache of the legal figures in force as `app.figures`, listening to the content
 * events, for the pages (through AppServices) and the calendar's reminder e-mails.
 */
export const legalFiguresPlugin = fp(async function legalFigures(app: FastifyInstance, options: { db: Db }) {
  app.decorate("figures", new FiguresInForce(options.db, app.content));
});

declare module "fastify" {
  interface FastifyInstance {
    figures: FiguresInForce;
  }
}
