import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/setup/test-db.ts";
import { down, up } from "./2026-11-27-080-audit-corrections.ts";

const oldEsiLine =
  "<p>Due by the 15th.</p><p><em>Last reviewed on 24 November 2026. Labour rules change often: check the current position with ESIC before you act.</em></p>";
const oldPayroll = JSON.stringify([
  "ESI: 0.75% from the employee and 3.25% from the employer, paid by the 15th. Late payment draws simple interest at 12% a year.",
]);
const at = "2026-11-24T00:00:00.000Z";

/** Migration 080 on a database seeded before the audit: old wording replaced, staff's own left alone. */
describe("migration 080: the content audit's corrections reach a live database", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    const post = {
      tag: "ESIC",
      category: "blog",
      image: null,
      author: "x",
      rating: null,
      created_at: at,
      updated_at: at,
    };
    await t.db
      .insertInto("posts")
      .values([
        { ...post, title: "Seeded", content: oldEsiLine, excerpt: "e" },
        { ...post, title: "Edited by staff", content: "<p>Our own closing line.</p>", excerpt: "e" },
      ])
      .execute();
    await t.db
      .insertInto("products")
      .values({
        title: "P",
        category: "TRAINING",
        price_paise: 100,
        original_price_paise: null,
        image: "",
        description: "d",
        on_sale: 0,
        rating: 5,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.db
      .insertInto("service_legal_lists")
      .values({
        slug: "payroll-x",
        position: 0,
        points: oldPayroll,
        laws: "[]",
        reviewed_on: at,
        sources: "[]",
        updated_at: at,
      })
      .execute();
    await up(t.db);
  });
  afterAll(() => t.destroy());

  it("links the blog post's closing line to the official site, and leaves an edited post alone", async () => {
    const rows = await t.db.selectFrom("posts").select(["title", "content"]).orderBy("id").execute();
    expect(rows[0]!.content).toContain(
      'check the current position with ESIC (official site: <a href="https://www.esic.gov.in/"',
    );
    expect(rows[0]!.content).toContain("against published summaries of the law");
    expect(rows[1]!.content).toBe("<p>Our own closing line.</p>");
  });

  it("adds ESI damages to the payroll list and removes the unearned product rating", async () => {
    const list = await t.db.selectFrom("service_legal_lists").select("points").executeTakeFirstOrThrow();
    expect(JSON.parse(list.points)[0]).toContain("and ESIC can also levy damages.");
    const product = await t.db.selectFrom("products").select("rating").executeTakeFirstOrThrow();
    expect(Number(product.rating)).toBe(0);
  });

  it("runs twice without change, and down puts the old wording back", async () => {
    await up(t.db);
    const list = await t.db.selectFrom("service_legal_lists").select("points").executeTakeFirstOrThrow();
    expect(JSON.parse(list.points)[0].match(/damages/g)).toHaveLength(1);
    await down(t.db);
    const post = await t.db.selectFrom("posts").select("content").orderBy("id").executeTakeFirstOrThrow();
    expect(post.content).toBe(oldEsiLine);
  });
});
