import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { productsPath } from "../../../contract/products.ts";
import type { Db } from "../../db/connection.ts";
import { listProducts } from "./products.repository.ts";

export const productsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(productsPath, async () => listProducts(db));
};
