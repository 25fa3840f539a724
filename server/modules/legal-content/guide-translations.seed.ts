import type { GuideFaqItem } from "../../../contract/legal-content/guide-pages.ts";
import { hindiGuides } from "../../../contract/legal-content/hi/guides.ts";
import type { Db } from "../../db/connection.ts";
import { listGuideAnswers } from "./guides.repository.ts";
import { paragraphsToHtml, seedGuides } from "./guides.seed.ts";
import { insertTranslations, translatedIds } from "./guide-translations.repository.ts";

const typedEnglish = new Map<string, GuideFaqItem>(
  seedGuides.flatMap((guide) => guide.items.map((item) => [item.id, item])),
);

/**
 * Stores every typed Hindi answer the database lacks (issue 29), never overwriting one staff may
 * have corrected. A typed translation was written from the typed English answer: when the stored
 * English still reads the same, the Hindi is current; when staff had already changed the English,
 * the Hindi is stored flagged for review ('' for the English version it was checked against).
 */
export async function seedGuideTranslations(db: Db, now = new Date()): Promise<number> {
  const stored = await translatedIds(db, "hi");
  const at = now.toISOString();
  const rows = [];
  for (const guide of hindiGuides) {
    const english = new Map((await listGuideAnswers(db, guide.path)).map((answer) => [answer.id, answer]));
    for (const item of guide.items) {
      const current = english.get(item.id);
      if (!current || stored.has(item.id)) continue;
      const typed = typedEnglish.get(item.id);
      const unchanged =
        typed !== undefined &&
        current.question === typed.question &&
        current.answerHtml === paragraphsToHtml(typed.answer);
      rows.push({
        answer_id: item.id,
        language: "hi",
        question: item.question,
        answer_html: paragraphsToHtml(item.answer),
        date_note: item.dateNote,
        reviewed_on: item.review.reviewed,
        sources: JSON.stringify(item.review.sources.map(({ name, url }) => ({ name, url }))),
        english_seen_at: unchanged ? current.updatedAt : "",
        updated_at: at,
      });
    }
  }
  await insertTranslations(db, rows);
  return rows.length;
}
