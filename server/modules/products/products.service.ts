import type { Product } from "../../../contract/shop/products.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import type { Db } from "../../db/connection.ts";
import { describeEdit, type RecordChange } from "../../db/record-change.ts";
import {
  deleteProduct,
  findProduct,
  findProductTax,
  insertProduct,
  updateProduct,
  updateProductTax,
  type ProductFields,
} from "./products.repository.ts";

/** What a product write needs: the database and the caches to drop once it is committed. */
export interface ProductWrites {
  db: Db;
  content: ContentEvents;
}

export async function createProduct(w: ProductWrites, fields: ProductFields, now = new Date()): Promise<Product> {
  const product = await insertProduct(w.db, fields, now);
  w.content.changed("products");
  return product;
}

/** Replaces a product's editable fields with the creation rules; answers null for an unknown id. */
export async function editProduct(
  w: ProductWrites,
  id: number,
  fields: ProductFields,
  record?: RecordChange,
  now = new Date(),
): Promise<Product | null> {
  const product = await w.db.transaction().execute(async (tx) => {
    const before = await findProduct(tx, id);
    if (!before) return null;
    const after = (await updateProduct(tx, id, fields, now))!;
    const changed = (Object.keys(after) as (keyof Product)[]).filter(
      (key) => key !== "id" && before[key] !== after[key],
    );
    await record?.(tx, { action: "product.edit", target: `product ${id}`, detail: describeEdit(changed, after.title) });
    return after;
  });
  if (product) w.content.changed("products");
  return product;
}

/** Deletes a product (past order lines keep their copy); answers false for an unknown id. */
export async function removeProduct(w: ProductWrites, id: number, record?: RecordChange): Promise<boolean> {
  const title = await w.db.transaction().execute(async (tx) => {
    const removed = await deleteProduct(tx, id);
    if (removed !== null)
      await record?.(tx, { action: "product.delete", target: `product ${id}`, detail: `Deleted “${removed}”` });
    return removed;
  });
  if (title === null) return false;
  w.content.changed("products");
  return true;
}

/** Changes a product's SAC code and GST rate (decision 032 says staff can); false for an unknown id. */
export async function setProductTax(
  db: Db,
  id: number,
  tax: { sac: string; gstRate: number },
  record?: RecordChange,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const before = await findProductTax(tx, id);
    if (!before) return false;
    const gstRateBp = Math.round(tax.gstRate * 100);
    await updateProductTax(tx, id, tax.sac, gstRateBp, now);
    await record?.(tx, {
      action: "product.tax",
      target: `product ${id}`,
      detail: `SAC ${before.sacCode} → ${tax.sac}, GST ${before.gstRateBp / 100}% → ${tax.gstRate}%`,
    });
    return true;
  });
}
