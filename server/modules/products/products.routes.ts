import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { productCreateSchema } from "../../../contract/shop/products.schema.ts";
import { productMessages, productsPath } from "../../../contract/shop/products.ts";
import type { Db } from "../../db/connection.ts";
import { JsonListCache } from "../../http/json-list-cache.ts";
import { listProducts } from "./products.repository.ts";
import { createProduct } from "./products.service.ts";

export const productsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const list = new JsonListCache(() => listProducts(db));
  app.content.on((kind) => kind === "products" && list.invalidate());

  app.get(productsPath, async (request, reply) => list.send(request, reply, await app.isEditorRequest(request)));

  // Editors only; prices arrive in rupees and are stored as integer paise.
  app.post(
    productsPath,
    { onRequest: app.requireEditor, schema: { body: productCreateSchema } },
    async (request, reply) => {
      const product = await createProduct({ db, content: app.content }, request.body);
      return reply.code(201).send({ message: productMessages.created, product });
    },
  );
};
