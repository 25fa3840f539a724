import { hindiServiceLists } from "../../../contract/legal-content/hi/service-lists.ts";
import { servicePages } from "../../../contract/legal-content/service-pages.ts";
import type { Db } from "../../db/connection.ts";
import { findServiceLegalList } from "./service-lists.repository.ts";
import { insertListTranslations, translatedListSlugs } from "./service-list-translations.repository.ts";

const typedEnglish = new Map(servicePages.map((page) => [page.slug, page]));

const sameLines = (a: readonly string[], b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Stores every typed Hindi list the database lacks (issue 29), never overwriting one staff may
 * have corrected, as the guide answers' translations are seeded (decision 121). A typed list was
 * written from the typed English: when the stored English still reads the same, the Hindi is
 * current; when staff had already changed the English, it is stored flagged for review ('' for
 * the English version it was checked against). Runs after the English lists are seeded.
 */
export async function seedServiceListTranslations(db: Db, now = new Date()): Promise<number> {
  const stored = await translatedListSlugs(db, "hi");
  const at = now.toISOString();
  const rows = [];
  for (const hindi of hindiServiceLists) {
    if (stored.has(hindi.slug)) continue;
    const current = await findServiceLegalList(db, hindi.slug);
    if (!current) continue;
    const typed = typedEnglish.get(hindi.slug);
    const unchanged =
      typed !== undefined && sameLines(current.points, typed.points) && sameLines(current.laws, typed.laws);
    rows.push({
      slug: hindi.slug,
      language: "hi",
      points: JSON.stringify(hindi.points),
      laws: JSON.stringify(hindi.laws),
      reviewed_on: hindi.review.reviewed,
      sources: JSON.stringify(hindi.review.sources.map(({ name, url }) => ({ name, url }))),
      english_seen_at: unchanged ? current.updatedAt : "",
      updated_at: at,
    });
  }
  await insertListTranslations(db, rows);
  return rows.length;
}
