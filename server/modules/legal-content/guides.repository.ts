import type { Insertable, Selectable } from "kysely";
import type { GuideAnswer, SourceLink } from "../../../contract/legal-content/guides.ts";
import type { Db } from "../../db/connection.ts";
import type { GuideAnswersTable } from "../../db/schema.ts";
import { htmlToText } from "../../html/editor-html.ts";

function toAnswer(row: Selectable<GuideAnswersTable>): GuideAnswer {
  return {
    id: row.id,
    guide: row.guide,
    question: row.question,
    answerHtml: row.answer_html,
    answerText: htmlToText(row.answer_html),
    date: row.badge_date,
    month: row.badge_month,
    dateNote: row.date_note,
    review: { reviewed: row.reviewed_on, sources: JSON.parse(row.sources) as SourceLink[] },
    updatedAt: row.updated_at,
  };
}

/** One guide's answers in page order. */
export async function listGuideAnswers(db: Db, guide: string): Promise<GuideAnswer[]> {
  const rows = await db
    .selectFrom("guide_answers")
    .selectAll()
    .where("guide", "=", guide)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(toAnswer);
}

/** Every answer, the longest unreviewed first (the console's review list). */
export async function listAnswersByReview(db: Db): Promise<GuideAnswer[]> {
  const rows = await db
    .selectFrom("guide_answers")
    .selectAll()
    .orderBy("reviewed_on")
    .orderBy("guide")
    .orderBy("position")
    .execute();
  return rows.map(toAnswer);
}

export async function findGuideAnswer(db: Db, id: string): Promise<GuideAnswer | null> {
  const row = await db.selectFrom("guide_answers").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toAnswer(row) : null;
}

/** The ids already stored, so seeding adds only the answers it lacks. */
export async function guideAnswerIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("guide_answers").select("id").execute();
  return new Set(rows.map((row) => row.id));
}

/** Adds answers; one whose id is already stored (another instance seeded it first) is left as it is. */
export async function insertGuideAnswers(db: Db, rows: Insertable<GuideAnswersTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("guide_answers")
    .values(rows)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** The columns an editor changes; answers the answer as stored now, or null for an unknown id. */
export async function updateGuideAnswer(
  db: Db,
  id: string,
  values: { question: string; answerHtml: string; reviewed: string; sources: SourceLink[]; updatedAt: string },
): Promise<GuideAnswer | null> {
  const row = await db
    .updateTable("guide_answers")
    .set({
      question: values.question,
      answer_html: values.answerHtml,
      reviewed_on: values.reviewed,
      sources: JSON.stringify(values.sources),
      updated_at: values.updatedAt,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toAnswer(row) : null;
}
