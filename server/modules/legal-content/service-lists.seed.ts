import { servicePages } from "../../../contract/legal-content/service-pages.ts";
import type { Db } from "../../db/connection.ts";
import { insertServiceLists, serviceListSlugs } from "./service-lists.repository.ts";

/**
 * Stores the legal lists of every typed service page (contract/legal-content/service-pages.ts) the database
 * lacks, keyed by slug; pages already there are never overwritten. Runs at every start. Answers
 * how many it added.
 */
export async function seedServiceLists(db: Db, now = new Date()): Promise<number> {
  const stored = await serviceListSlugs(db);
  const at = now.toISOString();
  const rows = servicePages
    .map((page, position) => ({ page, position }))
    .filter(({ page }) => !stored.has(page.slug))
    .map(({ page, position }) => ({
      slug: page.slug,
      position,
      points: JSON.stringify(page.points),
      laws: JSON.stringify(page.laws),
      reviewed_on: page.review.reviewed,
      sources: JSON.stringify(page.review.sources.map(({ name, url }) => ({ name, url }))),
      updated_at: at,
    }));
  await insertServiceLists(db, rows);
  return rows.length;
}
