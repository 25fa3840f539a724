import { site } from "../../app/content/site.ts";
import type { Db } from "./connection.ts";
import { seedPosts, seedProducts } from "./seed-content.ts";

const DAY_MS = 86_400_000;

/** Fills an empty database with the sample posts and products; leaves a used one alone. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const { n } = await db.selectFrom("posts").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const { m } = await db.selectFrom("products").select((eb) => eb.fn.countAll<number>().as("m")).executeTakeFirstOrThrow();
  if (Number(n) > 0 || Number(m) > 0) return false;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("posts")
      .values(
        seedPosts.map((p) => {
          const at = new Date(now.getTime() - p.daysAgo * DAY_MS).toISOString();
          return {
            title: p.title,
            content: p.content,
            tag: p.tag,
            category: p.category,
            image: null,
            author: p.author ?? site.groupName,
            excerpt: p.excerpt,
            rating: p.category === "review" ? (p.rating ?? 5) : null,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
    const at = now.toISOString();
    await tx
      .insertInto("products")
      .values(
        seedProducts.map((p) => ({
          title: p.title,
          category: p.category,
          price_paise: Math.round(p.price * 100),
          original_price_paise: p.originalPrice === null ? null : Math.round(p.originalPrice * 100),
          image: p.image,
          description: p.description,
          on_sale: p.onSale ? 1 : 0,
          rating: p.rating,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  });
  return true;
}
