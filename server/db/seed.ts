import { defaultSite } from "../../contract/shared/site.ts";
import type { Db } from "./connection.ts";
import { seedPosts, seedProducts } from "./seed-content.ts";
import { toPaise } from "../../contract/shared/money.ts";
import { DEFAULT_REVIEW_RATING } from "../../contract/api/posts.ts";

/**
 * Fills an empty database with the sample posts and products; leaves a used one alone. Posts keep
 * their own fixed publication times; `now` dates only the products.
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const { n } = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const { m } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("m"))
    .executeTakeFirstOrThrow();
  if (Number(n) > 0 || Number(m) > 0) return false;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("posts")
      .values(
        seedPosts.map((p) => ({
          title: p.title,
          content: p.content,
          tag: p.tag,
          category: p.category,
          image: null,
          author: p.author ?? defaultSite.groupName,
          excerpt: p.excerpt,
          rating: p.category === "review" ? (p.rating ?? DEFAULT_REVIEW_RATING) : null,
          created_at: p.publishedAt,
          updated_at: p.publishedAt,
        })),
      )
      .execute();
    const at = now.toISOString();
    await tx
      .insertInto("products")
      .values(
        seedProducts.map((p) => ({
          title: p.title,
          category: p.category,
          price_paise: toPaise(p.price),
          original_price_paise: p.originalPrice === null ? null : toPaise(p.originalPrice),
          image: p.image,
          description: p.description,
          on_sale: p.onSale ? 1 : 0,
          rating: 0,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  });
  return true;
}
