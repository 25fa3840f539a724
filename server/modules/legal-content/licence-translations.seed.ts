import { departmentLicencesHi, licenceReviewHi } from "../../../contract/legal-content/hi/licences.ts";
import { departmentLicences } from "../../../contract/legal-content/licences.ts";
import type { Db } from "../../db/connection.ts";
import { listLicenceRows } from "./licences.repository.ts";
import { insertLicenceTranslations, translatedLicenceIds } from "./licence-translations.repository.ts";

const typedEnglish = new Map(departmentLicences.map((row) => [row.id, row]));

const sameLines = (a: readonly string[], b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Stores every typed Hindi directory row (decision 128's) the database lacks, never overwriting one
 * staff may have corrected, as the service lists' translations are seeded (decision 129). A typed
 * row was written from the typed English: when the stored English still reads the same (department
 * and every line), the Hindi is current; when staff had already changed the English, it is stored
 * flagged for review ('' for the English version it was checked against). Its review is the typed
 * English row's, its sources under their Hindi names. Runs after the English rows are seeded.
 */
export async function seedLicenceTranslations(db: Db, now = new Date()): Promise<number> {
  const stored = await translatedLicenceIds(db, "hi");
  const at = now.toISOString();
  const rows = [];
  for (const current of await listLicenceRows(db)) {
    const hindi = departmentLicencesHi[current.id];
    const typed = typedEnglish.get(current.id);
    if (stored.has(current.id) || !hindi || !typed) continue;
    const unchanged = current.department === typed.department && sameLines(current.licences, typed.licenses);
    const review = licenceReviewHi(typed.review);
    rows.push({
      id: current.id,
      language: "hi",
      department: hindi.department,
      licences: JSON.stringify(hindi.licences),
      reviewed_on: review.reviewed,
      sources: JSON.stringify(review.sources.map(({ name, url }) => ({ name, url }))),
      english_seen_at: unchanged ? current.updatedAt : "",
      updated_at: at,
    });
  }
  await insertLicenceTranslations(db, rows);
  return rows.length;
}
