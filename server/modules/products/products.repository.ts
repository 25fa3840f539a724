import type { Insertable, Kysely, Selectable } from "kysely";
import type { Product } from "../../../contract/products.ts";
import type { Db } from "../../db/connection.ts";
import type { Database, ProductsTable } from "../../db/schema.ts";

export function toProduct(row: Selectable<ProductsTable>): Product {
  return {
    id: Number(row.id),
    title: row.title,
    category: row.category,
    price: Number(row.price_paise) / 100,
    originalPrice: row.original_price_paise === null ? null : Number(row.original_price_paise) / 100,
    image: row.image,
    description: row.description,
    onSale: Boolean(Number(row.on_sale)),
    rating: Number(row.rating),
  };
}

/** Every product in catalogue order. */
export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.selectFrom("products").selectAll().orderBy("id").execute();
  return rows.map(toProduct);
}

export async function insertProduct(db: Db, values: Insertable<ProductsTable>): Promise<Product> {
  return toProduct(await db.insertInto("products").values(values).returningAll().executeTakeFirstOrThrow());
}

/** The products with these ids (orders price their lines from here, never from the client). */
export async function findProductsByIds(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("products").select(["id", "title", "price_paise"]).where("id", "in", [...ids]).execute();
}
