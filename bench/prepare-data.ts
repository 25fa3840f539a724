import { migrateToLatest, openDatabase } from "../server/db/connection.ts";
import { seedIfEmpty } from "../server/db/seed.ts";

/** A bench database: the sample content plus enough rows for 200 posts and 50 products. */
export async function prepareBenchData(dataDir: string, posts = 200, products = 50): Promise<void> {
  const db = openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const count = async (table: "posts" | "products") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const body = "<p>" + "Compliance calendars, registers and returns explained for employers. ".repeat(30) + "</p>";
  const categories = ["blog", "case-studies", "review"] as const;
  for (let i = await count("posts"); i < posts; i++) {
    const at = new Date(Date.now() - (i + 40) * 3_600_000).toISOString();
    const category = categories[i % 3]!;
    await db
      .insertInto("posts")
      .values({
        title: `Bench post ${i}`,
        content: body,
        tag: "Bench",
        category,
        image: null,
        author: "Bench",
        excerpt: `Excerpt ${i}`,
        rating: category === "review" ? 5 : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  for (let i = await count("products"); i < products; i++) {
    const at = new Date().toISOString();
    await db
      .insertInto("products")
      .values({
        title: `Bench template ${i}`,
        category: "HR POLICY TEMPLATES",
        price_paise: 49900 + i * 100,
        original_price_paise: null,
        image: "/images/products/policy.svg",
        description: "A bench product.",
        on_sale: 0,
        rating: 4,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  await db.destroy();
}
