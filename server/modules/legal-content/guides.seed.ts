import { epfoGuide } from "../../../contract/legal-content/guide-epfo.ts";
import { esicGuide } from "../../../contract/legal-content/guide-esic.ts";
import { factoryGuide } from "../../../contract/legal-content/guide-factory.ts";
import { seGuide } from "../../../contract/legal-content/guide-se.ts";
import type { Guide } from "../../../contract/legal-content/guide-pages.ts";
import type { Db } from "../../db/connection.ts";
import { sanitizePostHtml } from "../../html/editor-html.ts";
import { guideAnswerIds, insertGuideAnswers } from "./guides.repository.ts";

/** The typed guides the database starts from (contract/guide-*.ts). */
export const seedGuides: readonly Guide[] = [esicGuide, epfoGuide, seGuide, factoryGuide];

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** A typed answer (paragraphs split by a blank line) as the editor's HTML: one <p> per paragraph. */
export function paragraphsToHtml(text: string): string {
  const html = text
    .split("\n\n")
    .map((paragraph) => `<p>${paragraph.replace(/[&<>]/g, (c) => escapes[c] ?? c)}</p>`)
    .join("");
  return sanitizePostHtml(html);
}

/**
 * Stores every typed answer the database lacks, keyed by its id; answers already there (and so
 * perhaps corrected by staff) are never overwritten. Runs at every start: the first fills the
 * table, later ones add only answers a release newly typed. Answers how many it added.
 */
export async function seedGuideAnswers(db: Db, now = new Date()): Promise<number> {
  const stored = await guideAnswerIds(db);
  const at = now.toISOString();
  const rows = seedGuides.flatMap((guide) =>
    guide.items
      .map((item, position) => ({ item, position }))
      .filter(({ item }) => !stored.has(item.id))
      .map(({ item, position }) => ({
        id: item.id,
        guide: guide.path,
        position,
        question: item.question,
        answer_html: paragraphsToHtml(item.answer),
        badge_date: item.date,
        badge_month: item.month,
        date_note: item.dateNote,
        reviewed_on: item.review.reviewed,
        sources: JSON.stringify(item.review.sources.map(({ name, url }) => ({ name, url }))),
        updated_at: at,
      })),
  );
  await insertGuideAnswers(db, rows);
  return rows.length;
}
