import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminMessages, doneSchema, idParamsSchema } from "../../../contract/admin.ts";
import { productCreateResponseSchema, productCreateSchema } from "../../../contract/products.ts";
import { HttpError } from "../../http-error.ts";
import type { AdminDb } from "./admin-db.ts";
import { audited } from "./audited.ts";
import { deletePost, deleteProduct, findProduct, updateProduct } from "./catalogue.repository.ts";

/**
 * Corrections and removals of published posts and products. Every change drops the cached pages
 * and lists at once (app.content.changed), so the public site shows it on the next request.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: AdminDb }> = async (app, { db }) => {
  app.patch("/api/admin/products/:id", { schema: { params: idParamsSchema, body: productCreateSchema, response: { 200: productCreateResponseSchema } } }, async (request) => {
    const { id } = request.params;
    const product = await audited(db, request, async (tx) => {
      const before = await findProduct(tx, id);
      if (!before) return null;
      await updateProduct(tx, id, request.body);
      const after = (await findProduct(tx, id))!;
      return { result: after, change: { action: "product.edit", target: `product ${id}`, detail: describeProductEdit(before, after) } };
    });
    if (!product) throw new HttpError(404, adminMessages.productNotFound);
    app.content.changed("products");
    return { message: adminMessages.productSaved, product };
  });

  app.delete("/api/admin/products/:id", { schema: { params: idParamsSchema, response: { 200: doneSchema } } }, async (request) => {
    const { id } = request.params;
    const title = await audited(db, request, async (tx) => {
      const removed = await deleteProduct(tx, id);
      return removed === null ? null : { result: removed, change: { action: "product.delete", target: `product ${id}`, detail: `Deleted “${removed}”` } };
    });
    if (title === null) throw new HttpError(404, adminMessages.productNotFound);
    app.content.changed("products");
    return { message: adminMessages.productDeleted };
  });

  app.delete("/api/admin/posts/:id", { schema: { params: idParamsSchema, response: { 200: doneSchema } } }, async (request) => {
    const { id } = request.params;
    const post = await audited(db, request, async (tx) => {
      const removed = await deletePost(tx, id);
      return removed === null ? null : { result: removed, change: { action: "post.delete", target: `post ${id}`, detail: `Deleted “${removed.title}”` } };
    });
    if (post === null) throw new HttpError(404, adminMessages.postNotFound);
    app.content.changed("posts");
    return { message: adminMessages.postDeleted };
  });
};

/** "title, price" style list of the fields an edit changed, for the audit log. */
function describeProductEdit(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const changed = Object.keys(after).filter((key) => key !== "id" && before[key] !== after[key]);
  return changed.length ? `Changed ${changed.join(", ")} of “${String(after["title"])}”` : `Saved “${String(after["title"])}” unchanged`;
}
