import type { GuideAnswer } from "../../../contract/legal-content/guides.ts";
import type { GuideTranslation } from "../../../contract/legal-content/guide-translations.ts";
import { reviewedBadge } from "../../../contract/legal-content/guide-pages.ts";
import { hindiReviewedBadgeNote } from "../../../contract/legal-content/hi/guide-pages.ts";
import type { Language } from "../../../contract/shared/language.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { htmlToText } from "../../html/editor-html.ts";
import { findGuideAnswer } from "./guides.repository.ts";
import { readAnswerEdit } from "./guides.service.ts";
import {
  findTranslation,
  listTranslatedAnswers,
  listTranslations,
  saveTranslation,
} from "./guide-translations.repository.ts";
import { englishChangedAt } from "./translation-review.ts";

/** A guide page's answers in a language; an answer not translated yet is left out, never shown in English. */
export async function translatedGuideAnswers(db: Db, guide: string, language: Language): Promise<GuideAnswer[]> {
  return (await listTranslatedAnswers(db, guide, language)).map((stored) => stored.answer);
}

/** The console's pair: the English answer, its translation and whether the translation needs review. */
export async function guideTranslation(db: Db, id: string, language: Language): Promise<GuideTranslation | null> {
  const english = await findGuideAnswer(db, id);
  if (!english) return null;
  const stored = await findTranslation(db, id, language);
  return {
    english,
    translation: stored?.answer ?? null,
    englishChangedAt: stored ? englishChangedAt(stored) : null,
  };
}

/** The translation as the Hindi page would show it after this edit, stored nowhere. */
export async function previewTranslation(
  db: Db,
  id: string,
  language: Language,
  raw: unknown,
): Promise<GuideAnswer | null> {
  const edit = readAnswerEdit(raw);
  const english = await findGuideAnswer(db, id);
  if (!english) return null;
  const stored = await findTranslation(db, id, language);
  return {
    ...(stored?.answer ?? { ...english, dateNote: newDateNote(english) }),
    question: edit.question,
    answerHtml: edit.answerHtml,
    answerText: htmlToText(edit.answerHtml),
    review: { reviewed: edit.reviewed, sources: edit.sources },
  };
}

/** A new translation's badge line: the reviewed-date line in Hindi, or the English line until staff write one. */
function newDateNote(english: GuideAnswer): string {
  return english.dateNote === reviewedBadge.dateNote ? hindiReviewedBadgeNote : english.dateNote;
}

/**
 * Saves an editor's translation with the rules of an English answer (sanitized HTML with text, a
 * real past review date, https sources), marks it checked against the English answer as it is now
 * (which clears the review flag), records it in the audit log and drops the cached pages.
 */
export async function editTranslation(
  w: { db: Db; content: ContentEvents },
  id: string,
  language: Language,
  raw: unknown,
  record?: RecordChange,
  now = new Date(),
): Promise<GuideTranslation | null> {
  const edit = readAnswerEdit(raw, now);
  const saved = await w.db.transaction().execute(async (tx) => {
    const english = await findGuideAnswer(tx, id);
    if (!english) return null;
    const before = await findTranslation(tx, id, language);
    await saveTranslation(tx, id, language, {
      ...edit,
      dateNote: newDateNote(english),
      englishSeenAt: english.updatedAt,
      updatedAt: now.toISOString(),
    });
    await record?.(tx, {
      action: "guide.translate",
      target: `guide answer ${id} (${language})`,
      detail: `${before ? "Changed" : "Added"} the ${language} translation of “${english.question}” (${english.guide})`,
      before: before ? JSON.stringify(audited(before.answer)) : undefined,
      after: JSON.stringify({ ...edit }),
    });
    return english;
  });
  if (!saved) return null;
  w.content.changed("guides");
  return guideTranslation(w.db, id, language);
}

function audited(answer: GuideAnswer) {
  return {
    question: answer.question,
    answerHtml: answer.answerHtml,
    reviewed: answer.review.reviewed,
    sources: answer.review.sources,
  };
}

/** The translations to review: their English answer changed after they were last saved. */
export async function translationReviews(db: Db, language: Language) {
  const reviews = (await listTranslations(db, language)).flatMap((stored) => {
    const changed = englishChangedAt(stored);
    return changed ? [{ id: stored.answer.id, englishChangedAt: changed }] : [];
  });
  return { reviews };
}
