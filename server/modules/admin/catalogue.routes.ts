import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminMessages } from "../../../contract/console/admin.ts";
import { doneSchema, idParamsSchema } from "../../../contract/console/admin.schema.ts";
import { productCreateResponseSchema, productCreateSchema } from "../../../contract/shop/products.schema.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { editProduct, removeProduct, setProductTax } from "../products/products.service.ts";
import { findProductTax } from "../products/products.repository.ts";
import { billingMessages } from "../../../contract/console/billing.ts";
import { productTaxAnswerSchema, productTaxSchema } from "../../../contract/console/billing.schema.ts";
import { auditTrail } from "../audit/audit-trail.ts";

/**
 * Corrections and removals of published products (posts: posts.routes.ts). The products service
 * drops the cached pages and lists once a change is committed, so the public site shows it on the
 * next request.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const products = { db, content: app.content };

  app.patch(
    "/api/admin/products/:id",
    { schema: { params: idParamsSchema, body: productCreateSchema, response: { 200: productCreateResponseSchema } } },
    async (request) => {
      const product = await editProduct(products, request.params.id, request.body, auditTrail(request));
      if (!product) throw new HttpError(404, adminMessages.productNotFound);
      return { message: adminMessages.productSaved, product };
    },
  );

  // Beside the product's SPEC fields, not among them: the SAC code and GST rate (issue 32).
  app.get(
    "/api/admin/products/:id/tax",
    { schema: { params: idParamsSchema, response: { 200: productTaxSchema } } },
    async (request) => {
      const tax = await findProductTax(db, request.params.id);
      if (!tax) throw new HttpError(404, billingMessages.productNotFound);
      return { sac: tax.sacCode, gstRate: tax.gstRateBp / 100 };
    },
  );

  app.put(
    "/api/admin/products/:id/tax",
    { schema: { params: idParamsSchema, body: productTaxSchema, response: { 200: productTaxAnswerSchema } } },
    async (request) => {
      if (!(await setProductTax(db, request.params.id, request.body, auditTrail(request))))
        throw new HttpError(404, billingMessages.productNotFound);
      return { message: billingMessages.productTaxSaved, tax: request.body };
    },
  );

  app.delete(
    "/api/admin/products/:id",
    { schema: { params: idParamsSchema, response: { 200: doneSchema } } },
    async (request) => {
      if (!(await removeProduct(products, request.params.id, auditTrail(request))))
        throw new HttpError(404, adminMessages.productNotFound);
      return { message: adminMessages.productDeleted };
    },
  );
};
