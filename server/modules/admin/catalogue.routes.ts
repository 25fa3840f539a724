import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminMessages } from "../../../contract/admin.ts";
import { doneSchema, idParamsSchema } from "../../../contract/admin.schema.ts";
import { postCreateResponseSchema } from "../../../contract/posts.schema.ts";
import { productCreateResponseSchema, productCreateSchema } from "../../../contract/products.schema.ts";
import { HttpError } from "../../http-error.ts";
import type { AdminDb } from "./admin-db.ts";
import { audited } from "./audited.ts";
import { MAX_COVER_BYTES, removeStoredCover } from "../uploads/cover-image.ts";
import { readPostForm } from "./multipart-fields.ts";
import { editPost } from "./post-edit.service.ts";
import { deletePost, deleteProduct, findProduct, updateProduct } from "./catalogue.repository.ts";

/**
 * Corrections and removals of published posts and products. Every change drops the cached pages
 * and lists at once (app.content.changed), so the public site shows it on the next request.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: AdminDb; uploadsDir: string }> = async (app, { db, uploadsDir }) => {
  // The post form is multipart like POST /api/blogs, with the same limits.
  await app.register(multipart, {
    limits: { fileSize: MAX_COVER_BYTES, files: 1, fields: 12, fieldSize: 1024 * 1024, parts: 13, fieldNameSize: 64, headerPairs: 50 },
  });

  app.patch("/api/admin/posts/:id", { schema: { params: idParamsSchema, response: { 200: postCreateResponseSchema } } }, async (request) => {
    const { id } = request.params;
    const { fields, cover } = await readPostForm(request);
    let droppedCover: string | null = null;
    const post = await audited(db, request, async (tx) => {
      const edit = await editPost(tx, uploadsDir, id, fields, cover);
      if (!edit) return null;
      if (edit.before.image !== edit.after.image) droppedCover = edit.before.image;
      const changed = (["title", "content", "tag", "category", "image", "rating"] as const).filter((key) => edit.before[key] !== edit.after[key]);
      const detail = changed.length ? `Changed ${changed.join(", ")} of “${edit.after.title}”` : `Saved “${edit.after.title}” unchanged`;
      return { result: edit.after, change: { action: "post.edit", target: `post ${id}`, detail } };
    });
    if (!post) throw new HttpError(404, adminMessages.postNotFound);
    app.content.changed("posts");
    await removeCover(request, droppedCover);
    return { message: adminMessages.postSaved, post };
  });

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
    await removeCover(request, post.image);
    return { message: adminMessages.postDeleted };
  });

  /** After the change is committed: a cover no post shows any more leaves the disk; failing to delete it fails nothing. */
  async function removeCover(request: FastifyRequest, cover: string | null) {
    await removeStoredCover(cover, uploadsDir).catch((err: unknown) => request.log.warn({ err, cover }, "could not delete a dropped cover"));
  }
};

/** "title, price" style list of the fields an edit changed, for the audit log. */
function describeProductEdit(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const changed = Object.keys(after).filter((key) => key !== "id" && before[key] !== after[key]);
  return changed.length ? `Changed ${changed.join(", ")} of “${String(after["title"])}”` : `Saved “${String(after["title"])}” unchanged`;
}
