import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { downloadExpiredPath } from "../../../contract/shop/downloads.ts";
import { genericMessages } from "../../../contract/api/errors.ts";
import type { Db } from "../../db/connection.ts";
import { errorBody } from "../../http-error.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { downloadSignatureValid } from "./download-links.ts";
import { orderStatusWithProduct } from "../orders/orders.repository.ts";
import { productFiles } from "../products/products.repository.ts";
import { takeDownload } from "./downloads.repository.ts";

const params = z.object({
  orderId: z.coerce.number(),
  productId: z.coerce.number(),
  expires: z.coerce.number(),
  signature: z.string(),
});

/** The statuses whose files may be downloaded: paid, and still so once staff mark it fulfilled. */
const DOWNLOADABLE = new Set(["paid", "fulfilled"]);

/**
 * `GET /downloads/{order}/{product}/{expires}/{signature}`: a bought file, from the private store,
 * while the link's signature holds, its time has not run out, the order is paid and the file has
 * downloads left. An expired or used-up link leads to the page that says how to get a new one.
 */
export const downloadsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileStore;
  secret: string;
  limit: number;
}> = async (app, { db, files, secret, limit }) => {
  app.get("/downloads/:orderId/:productId/:expires/:signature", { schema: { params } }, async (request, reply) => {
    const { orderId, productId, expires, signature } = request.params;
    const notFound = () => reply.code(404).send(errorBody(genericMessages.notFound));
    if (![orderId, productId, expires].every(Number.isSafeInteger)) return notFound();
    if (!downloadSignatureValid(secret, orderId, productId, expires, signature)) return notFound();
    const status = await orderStatusWithProduct(db, orderId, productId);
    if (status === null || !DOWNLOADABLE.has(status)) return notFound();
    if (expires * 1000 <= Date.now()) return reply.redirect(downloadExpiredPath, 303);
    const file = (await productFiles(db, [productId])).get(productId);
    if (!file) return notFound();
    if (!(await takeDownload(db, orderId, productId, limit))) return reply.redirect(downloadExpiredPath, 303);
    const bytes = await files.read(file.key);
    if (!bytes) {
      request.log.error({ orderId, productId, key: file.key }, "product file missing from the private store");
      return reply.code(404).send(errorBody(genericMessages.notFound));
    }
    return reply
      .header("content-type", file.type)
      .header("content-disposition", `attachment; filename="${file.name}"`)
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(bytes);
  });
};
