import type { Selectable } from "kysely";
import type * as z from "zod/mini";
import { toPaise, toRupees } from "../../../contract/shared/money.ts";
import type { Product } from "../../../contract/shop/products.ts";
import type { productCreateSchema } from "../../../contract/shop/products.schema.ts";
import type { Db } from "../../db/connection.ts";
import { containsAny } from "../../db/contains-any.ts";
import type { ProductsTable } from "../../db/schema.ts";

/** A product's editable fields, as the creation and edit forms send them (prices in rupees). */
export type ProductFields = z.output<typeof productCreateSchema>;

function toProduct(row: Selectable<ProductsTable>): Product {
  return {
    id: Number(row.id),
    title: row.title,
    category: row.category,
    price: toRupees(row.price_paise),
    originalPrice: row.original_price_paise === null ? null : toRupees(row.original_price_paise),
    image: row.image,
    description: row.description,
    onSale: Boolean(Number(row.on_sale)),
    rating: Number(row.rating),
  };
}

/** The columns the forms set; prices are stored as integer paise. */
function productColumns(fields: ProductFields, now: Date) {
  return {
    title: fields.title,
    category: fields.category,
    image: fields.image,
    price_paise: toPaise(fields.price),
    original_price_paise: fields.originalPrice == null ? null : toPaise(fields.originalPrice),
    description: fields.description,
    on_sale: fields.onSale ? 1 : 0,
    updated_at: now.toISOString(),
  };
}

/** Every product in catalogue order. */
export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.selectFrom("products").selectAll().orderBy("id").execute();
  return rows.map(toProduct);
}

export async function findProduct(db: Db, id: number): Promise<Product | null> {
  const row = await db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toProduct(row) : null;
}

/** A new product, not yet rated. */
export async function insertProduct(db: Db, fields: ProductFields, now: Date): Promise<Product> {
  const row = await db
    .insertInto("products")
    .values({ ...productColumns(fields, now), rating: 0, created_at: now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProduct(row);
}

/** Replaces a product's editable fields; answers the product as stored now, or null for an unknown id. */
export async function updateProduct(db: Db, id: number, fields: ProductFields, now: Date): Promise<Product | null> {
  const row = await db
    .updateTable("products")
    .set(productColumns(fields, now))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toProduct(row) : null;
}

/** Deletes a product; answers its title, or null for an unknown id. Past order lines keep their copy. */
export async function deleteProduct(db: Db, id: number): Promise<string | null> {
  const row = await db.deleteFrom("products").where("id", "=", id).returning("title").executeTakeFirst();
  return row?.title ?? null;
}

/** The products with these ids (orders price their lines from here, never from the client). */
export async function findProductsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("products")
    .select(["id", "title", "price_paise", "sac_code", "gst_rate_bp"])
    .where("id", "in", [...ids])
    .execute();
}

export interface ProductFile {
  productId: number;
  key: string;
  name: string;
  type: string;
  bytes: number;
}

/** The downloadable files of these products (issue 16); products without one are services. */
export async function productFiles(db: Db, productIds: readonly number[]): Promise<Map<number, ProductFile>> {
  const files = new Map<number, ProductFile>();
  if (productIds.length === 0) return files;
  const rows = await db
    .selectFrom("products")
    .select(["id", "file_key", "file_name", "file_type", "file_bytes"])
    .where("id", "in", [...productIds])
    .where("file_key", "is not", null)
    .execute();
  for (const row of rows) {
    files.set(Number(row.id), {
      productId: Number(row.id),
      key: row.file_key!,
      name: row.file_name ?? "download",
      type: row.file_type ?? "application/octet-stream",
      bytes: Number(row.file_bytes ?? 0),
    });
  }
  return files;
}

/** Sets (or, with null, removes) a product's file; answers the key it replaced, for deletion. */
export async function setProductFile(
  db: Db,
  productId: number,
  file: Omit<ProductFile, "productId"> | null,
): Promise<{ found: boolean; previousKey: string | null }> {
  const before = await db.selectFrom("products").select("file_key").where("id", "=", productId).executeTakeFirst();
  if (!before) return { found: false, previousKey: null };
  await db
    .updateTable("products")
    .set({
      file_key: file?.key ?? null,
      file_name: file?.name ?? null,
      file_type: file?.type ?? null,
      file_bytes: file?.bytes ?? null,
    })
    .where("id", "=", productId)
    .execute();
  return { found: true, previousKey: before.file_key };
}

/** A product's title, or null when there is no such product. */
export async function productTitle(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom("products").select("title").where("id", "=", id).executeTakeFirst();
  return row?.title ?? null;
}

/** The products whose image text contains `needle` (a media library file stem), for its usage list. */
export async function productsWithImage(db: Db, needle: string): Promise<{ id: number; title: string }[]> {
  const rows = await db
    .selectFrom("products")
    .select(["id", "title"])
    .where(containsAny(["image"], needle))
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), title: row.title }));
}

/** A product's SAC code and GST rate (basis points), or null for an unknown id. */
export async function findProductTax(db: Db, id: number): Promise<{ sacCode: string; gstRateBp: number } | null> {
  const row = await db
    .selectFrom("products")
    .select(["sac_code", "gst_rate_bp"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { sacCode: row.sac_code, gstRateBp: Number(row.gst_rate_bp) } : null;
}

/** Sets them for orders placed from now on (order lines keep their own copy); false for an unknown id. */
export async function updateProductTax(
  db: Db,
  id: number,
  sacCode: string,
  gstRateBp: number,
  now: Date,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("products")
    .set({ sac_code: sacCode, gst_rate_bp: gstRateBp, updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}
