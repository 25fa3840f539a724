import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import { seedIfEmpty } from "./seed.ts";
import { seedPosts } from "./seed-content.ts";

describe("seeded posts", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    // Seeded a year after the posts were written: their dates must not move with the seeding.
    expect(await seedIfEmpty(t.db, new Date("2027-11-24T00:00:00.000Z"))).toBe(true);
  });
  afterAll(() => t.destroy());

  it("keep their fixed publication dates, whenever the database is seeded", async () => {
    const rows = await t.db.selectFrom("posts").select(["title", "created_at"]).orderBy("id").execute();
    expect(rows.map((row) => [row.title, new Date(row.created_at).toISOString()])).toEqual(
      seedPosts.map((post) => [post.title, post.publishedAt]),
    );
    for (const row of rows) expect(new Date(row.created_at).getUTCFullYear()).toBe(2026);
  });

  it("label sample case studies and reviews as samples, in the title, the excerpt and the text", async () => {
    const rows = await t.db
      .selectFrom("posts")
      .select(["title", "excerpt", "content", "category"])
      .where("category", "in", ["case-studies", "review"])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.title).toMatch(/^Sample (case study|review): /);
      expect(row.excerpt).toMatch(/^Sample (case study|review)\. /);
      expect(row.content).toMatch(/not (from|describe) a real client/);
    }
  });

  it("hold the blog posts to the corrected facts: the OSH 8-hour norm beside 10-hour days, EPF and ESI as central schemes", () => {
    const blog = seedPosts.filter((p) => p.category === "blog");
    const tenHours = blog.filter((p) => /from 9 to 10|10 hours a day/.test(p.content));
    expect(tenHours.length).toBeGreaterThan(0);
    for (const post of tenHours) expect(post.content, post.title).toMatch(/8 hours/);
    for (const post of blog.filter((p) => p.tag === "ESIC" || p.tag === "EPFO"))
      expect(post.content, post.title).toMatch(/central scheme/);
  });

  it("end every blog post with its review date and the official site to check with", () => {
    for (const post of seedPosts.filter((p) => p.category === "blog"))
      expect(post.content).toMatch(
        /Last reviewed on \d{1,2} [A-Z][a-z]+ 20\d\d against published summaries of the law\. .*check the current position with .*\(official site: <a href="https:\/\/[^"]+\.gov\.in\//,
      );
  });
});
