import { guideAnswerEditSchema } from "../../../contract/legal-content/guides.schema.ts";
import { guideMessages, type GuideAnswer, type SourceLink } from "../../../contract/legal-content/guides.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { HttpError } from "../../http-error.ts";
import { zodFields } from "../../zod-fields.ts";
import { htmlToText, isBlankHtml, sanitizePostHtml } from "../../html/editor-html.ts";
import { findGuideAnswer, listAnswersByReview, updateGuideAnswer } from "./guides.repository.ts";
import { checkReviewDate, describeLegalEdit, staleBefore } from "./review-rules.ts";
import { addUpdateLine, guideTopic } from "./update-lines.ts";
import { indiaToday } from "../../../contract/rules/calendar-dates.ts";

/** An editor's answer, checked: sanitized HTML with text in it, a real past review date, https sources. */
export interface AnswerEdit {
  question: string;
  answerHtml: string;
  reviewed: string;
  sources: SourceLink[];
}

/**
 * Reads the console's body with the rules of issue 20: the answer is sanitized with the posts'
 * allowlist and must show text; the review date is required, a real calendar date and not after
 * today in India; at least one https source link. 400 with the field messages otherwise.
 */
export function readAnswerEdit(raw: unknown, now = new Date()): AnswerEdit {
  const parsed = guideAnswerEditSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = zodFields(parsed.error.issues);
    throw new HttpError(400, Object.values(fields)[0] ?? guideMessages.answerRequired, fields);
  }
  const { question, reviewed, sources } = parsed.data;
  const answerHtml = sanitizePostHtml(parsed.data.answerHtml);
  if (isBlankHtml(answerHtml))
    throw new HttpError(400, guideMessages.answerRequired, { answerHtml: guideMessages.answerRequired });
  checkReviewDate(reviewed, now);
  return { question, answerHtml, reviewed, sources };
}

/** The answer as the page would show it after this edit, stored nowhere (the console's preview). */
export async function previewGuideAnswer(db: Db, id: string, raw: unknown): Promise<GuideAnswer | null> {
  const edit = readAnswerEdit(raw);
  const stored = await findGuideAnswer(db, id);
  if (!stored) return null;
  return {
    ...stored,
    question: edit.question,
    answerHtml: edit.answerHtml,
    answerText: htmlToText(edit.answerHtml),
    review: { reviewed: edit.reviewed, sources: edit.sources },
  };
}

/**
 * Saves an editor's correction of one answer, recording it with the answer as it was and as it is
 * now, then drops the cached pages so the guide page and its FAQPage data show it at once.
 * Answers the stored answer, or null for an unknown id.
 */
export async function editGuideAnswer(
  w: { db: Db; content: ContentEvents },
  id: string,
  raw: unknown,
  record?: RecordChange,
  now = new Date(),
): Promise<GuideAnswer | null> {
  const edit = readAnswerEdit(raw, now);
  const after = await w.db.transaction().execute(async (tx) => {
    const before = await findGuideAnswer(tx, id);
    if (!before) return null;
    const saved = (await updateGuideAnswer(tx, id, { ...edit, updatedAt: now.toISOString() }))!;
    const changed = [
      before.question !== saved.question && "question",
      before.answerHtml !== saved.answerHtml && "answer",
      before.review.reviewed !== saved.review.reviewed && "review date",
      JSON.stringify(before.review.sources) !== JSON.stringify(saved.review.sources) && "sources",
    ];
    await addUpdateLine(tx, {
      changed,
      title: saved.question,
      page: saved.guide,
      sources: saved.review.sources,
      topic: guideTopic(saved.guide),
      now,
      today: indiaToday(now),
    });
    await record?.(tx, {
      action: "guide.edit",
      target: `guide answer ${id}`,
      detail: `${describeLegalEdit(changed, saved.question)} (${saved.guide})`,
      before: JSON.stringify(auditedFields(before)),
      after: JSON.stringify(auditedFields(saved)),
    });
    return saved;
  });
  if (after) w.content.changed("guides");
  return after;
}

/** What an editor can change, as the audit log keeps it. */
function auditedFields(answer: GuideAnswer) {
  return {
    question: answer.question,
    answerHtml: answer.answerHtml,
    reviewed: answer.review.reviewed,
    sources: answer.review.sources,
  };
}

/** The console's review list: oldest review first, each flagged when older than `maxAgeMonths`. */
export async function answersByReview(db: Db, maxAgeMonths: number, now = new Date()) {
  const before = staleBefore(maxAgeMonths, now);
  const answers = await listAnswersByReview(db);
  return {
    maxAgeMonths,
    staleBefore: before,
    answers: answers.map((answer) => ({ ...answer, stale: answer.review.reviewed < before })),
  };
}
