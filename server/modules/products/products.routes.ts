import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { productCreateSchema } from "../../../contract/products.schema.ts";
import { productMessages, productsPath } from "../../../contract/products.ts";
import type { Db } from "../../db/connection.ts";
import { JsonListCache } from "../../json-list-cache.ts";
import { insertProduct, listProducts } from "./products.repository.ts";

export const productsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const list = new JsonListCache(() => listProducts(db));
  app.content.on((kind) => kind === "products" && list.invalidate());

  app.get(productsPath, async (request, reply) => list.send(request, reply));

  // Editors only; prices arrive in rupees and are stored as integer paise.
  app.post(productsPath, { onRequest: app.requireEditor, schema: { body: productCreateSchema } }, async (request, reply) => {
    const input = request.body;
    const at = new Date().toISOString();
    const product = await insertProduct(db, {
      title: input.title,
      category: input.category,
      price_paise: Math.round(input.price * 100),
      original_price_paise: input.originalPrice == null ? null : Math.round(input.originalPrice * 100),
      image: input.image,
      description: input.description,
      on_sale: input.onSale ? 1 : 0,
      rating: 0,
      created_at: at,
      updated_at: at,
    });
    app.content.changed("products");
    return reply.code(201).send({ message: productMessages.created, product });
  });
};
