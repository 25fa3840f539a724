import type * as z from "zod/mini";
import type { Product } from "../../../contract/products.ts";
import type { productCreateSchema } from "../../../contract/products.schema.ts";
import { toProduct } from "../products/products.repository.ts";
import type { AdminDb } from "./admin-db.ts";

type ProductFields = z.output<typeof productCreateSchema>;

const paise = (rupees: number) => Math.round(rupees * 100);

export async function findProduct(db: AdminDb, id: number): Promise<Product | null> {
  const row = await db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toProduct(row) : null;
}

/** Replaces a product's editable fields (the creation form's); answers false for an unknown id. */
export async function updateProduct(db: AdminDb, id: number, fields: ProductFields, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("products")
    .set({
      title: fields.title,
      category: fields.category,
      image: fields.image,
      price_paise: paise(fields.price),
      original_price_paise: fields.originalPrice == null ? null : paise(fields.originalPrice),
      description: fields.description,
      on_sale: fields.onSale ? 1 : 0,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a product; answers its title, or null for an unknown id. Past order lines keep their copy. */
export async function deleteProduct(db: AdminDb, id: number): Promise<string | null> {
  const row = await db.deleteFrom("products").where("id", "=", id).returning("title").executeTakeFirst();
  return row?.title ?? null;
}

/** Deletes a post; answers its title and cover path, or null for an unknown id. */
export async function deletePost(db: AdminDb, id: number): Promise<{ title: string; image: string | null } | null> {
  return (await db.deleteFrom("posts").where("id", "=", id).returning(["title", "image"]).executeTakeFirst()) ?? null;
}
