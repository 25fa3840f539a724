import multipart from "@fastify/multipart";
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { adminMessages } from "../../../contract/console/admin.ts";
import { downloadMessages, productFilePath } from "../../../contract/shop/downloads.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { downloadFileName, MAX_PRODUCT_FILE_BYTES, sniffProductFile } from "./product-file.ts";
import { productTitle, setProductFile } from "../products/products.repository.ts";

const params = z.object({
  id: z.coerce.number().check(z.int(adminMessages.invalidId), z.gte(1, adminMessages.invalidId)),
});

/**
 * Staff attach the downloadable file of a product (create-product page and console):
 * `POST /api/admin/products/{id}/file` (multipart, field `file`) and `DELETE` to make it a service
 * product again. The file is checked by its content, kept in the private store under a random key
 * and reaches customers only through signed download links.
 */
export const productFilesRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_PRODUCT_FILE_BYTES, files: 1, fields: 2, parts: 3, fieldNameSize: 64, headerPairs: 50 },
  });

  app.post(productFilePath(":id"), { schema: { params } }, async (request) => {
    if (!request.isMultipart()) throw new HttpError(400, downloadMessages.noFile, { file: downloadMessages.noFile });
    let bytes: Buffer | undefined;
    let name: string | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== "file") continue;
        const data = await part.toBuffer();
        if (part.fieldname === "file" && data.length > 0) [bytes, name] = [data, part.filename];
      }
    } catch (err) {
      if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
        throw new HttpError(413, downloadMessages.tooLarge, { file: downloadMessages.tooLarge });
      throw new HttpError(400, downloadMessages.noFile, { file: downloadMessages.noFile });
    }
    if (!bytes) throw new HttpError(400, downloadMessages.noFile, { file: downloadMessages.noFile });
    const kind = sniffProductFile(bytes);
    if (!kind) throw new HttpError(415, downloadMessages.wrongType, { file: downloadMessages.wrongType });
    const title = await productTitle(db, request.params.id);
    if (title === null) throw new HttpError(404, adminMessages.productNotFound);
    const key = `product-${request.params.id}-${randomBytes(12).toString("hex")}.${kind.ext}`;
    await files.write(key, bytes);
    const file = {
      key,
      name: downloadFileName(name, title, kind),
      type: kind.contentType,
      bytes: bytes.length,
    };
    const { previousKey } = await db.transaction().execute(async (tx) => {
      const set = await setProductFile(tx, request.params.id, file);
      await auditTrail(request)(tx, {
        action: "product.file",
        target: `product ${request.params.id}`,
        detail: `Downloadable file ${file.name} (${file.bytes} bytes)`,
      });
      return set;
    });
    if (previousKey) await files.remove(previousKey);
    return { message: downloadMessages.saved, file: { name: file.name, type: file.type, bytes: file.bytes } };
  });

  app.delete(productFilePath(":id"), { schema: { params } }, async (request) => {
    const { found, previousKey } = await db.transaction().execute(async (tx) => {
      const set = await setProductFile(tx, request.params.id, null);
      if (set.found)
        await auditTrail(request)(tx, {
          action: "product.file",
          target: `product ${request.params.id}`,
          detail: "Downloadable file removed",
        });
      return set;
    });
    if (!found) throw new HttpError(404, adminMessages.productNotFound);
    if (previousKey) await files.remove(previousKey);
    return { message: downloadMessages.removed };
  });
};
