import type { Insertable, Selectable } from "kysely";
import type { GuideAnswer, SourceLink } from "../../../contract/legal-content/guides.ts";
import type { Language } from "../../../contract/shared/language.ts";
import type { Db } from "../../db/connection.ts";
import type { GuideAnswerTranslationsTable, GuideAnswersTable } from "../../db/schema.ts";
import { htmlToText } from "../../html/editor-html.ts";

/** A stored translation and what it was written against. */
export interface StoredTranslation {
  answer: GuideAnswer;
  /** The English answer's updated_at the translation was last saved against; '' for never. */
  englishSeenAt: string;
  /** The English answer's updated_at now. */
  englishUpdatedAt: string;
}

/** The translated answer: its own words, review and sources; the English row's badge and place. */
function toTranslation(
  english: Selectable<GuideAnswersTable>,
  row: Selectable<GuideAnswerTranslationsTable>,
): StoredTranslation {
  return {
    answer: {
      id: english.id,
      guide: english.guide,
      question: row.question,
      answerHtml: row.answer_html,
      answerText: htmlToText(row.answer_html),
      date: english.badge_date,
      month: english.badge_month,
      dateNote: row.date_note,
      review: { reviewed: row.reviewed_on, sources: JSON.parse(row.sources) as SourceLink[] },
      updatedAt: row.updated_at,
    },
    englishSeenAt: row.english_seen_at,
    englishUpdatedAt: english.updated_at,
  };
}

function joined(db: Db, language: Language) {
  return db
    .selectFrom("guide_answers as e")
    .innerJoin("guide_answer_translations as t", (join) =>
      join.onRef("t.answer_id", "=", "e.id").on("t.language", "=", language),
    );
}

const englishColumns = [
  "e.id",
  "e.guide",
  "e.position",
  "e.question",
  "e.answer_html",
  "e.badge_date",
  "e.badge_month",
  "e.date_note",
  "e.reviewed_on",
  "e.sources",
  "e.updated_at",
] as const;

const translationColumns = [
  "t.answer_id",
  "t.language",
  "t.question as t_question",
  "t.answer_html as t_answer_html",
  "t.date_note as t_date_note",
  "t.reviewed_on as t_reviewed_on",
  "t.sources as t_sources",
  "t.english_seen_at",
  "t.updated_at as t_updated_at",
] as const;

type JoinedRow = Selectable<GuideAnswersTable> & {
  answer_id: string;
  language: string;
  t_question: string;
  t_answer_html: string;
  t_date_note: string;
  t_reviewed_on: string;
  t_sources: string;
  english_seen_at: string;
  t_updated_at: string;
};

function split(row: JoinedRow): StoredTranslation {
  return toTranslation(row, {
    answer_id: row.answer_id,
    language: row.language,
    question: row.t_question,
    answer_html: row.t_answer_html,
    date_note: row.t_date_note,
    reviewed_on: row.t_reviewed_on,
    sources: row.t_sources,
    english_seen_at: row.english_seen_at,
    updated_at: row.t_updated_at,
  });
}

/** One guide's translated answers in page order; an answer not yet translated is not among them. */
export async function listTranslatedAnswers(db: Db, guide: string, language: Language): Promise<StoredTranslation[]> {
  const rows = await joined(db, language)
    .select([...englishColumns, ...translationColumns])
    .where("e.guide", "=", guide)
    .orderBy("e.position")
    .orderBy("e.id")
    .execute();
  return rows.map(split);
}

/** Every translation in a language (the console's review marks). */
export async function listTranslations(db: Db, language: Language): Promise<StoredTranslation[]> {
  const rows = await joined(db, language)
    .select([...englishColumns, ...translationColumns])
    .execute();
  return rows.map(split);
}

export async function findTranslation(db: Db, id: string, language: Language): Promise<StoredTranslation | null> {
  const row = await joined(db, language)
    .select([...englishColumns, ...translationColumns])
    .where("e.id", "=", id)
    .executeTakeFirst();
  return row ? split(row) : null;
}

/** The answer ids translated into a language already, so seeding adds only those it lacks. */
export async function translatedIds(db: Db, language: Language): Promise<Set<string>> {
  const rows = await db
    .selectFrom("guide_answer_translations")
    .select("answer_id")
    .where("language", "=", language)
    .execute();
  return new Set(rows.map((row) => row.answer_id));
}

/** Adds translations; one already stored (another instance seeded it first) is left as it is. */
export async function insertTranslations(db: Db, rows: Insertable<GuideAnswerTranslationsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("guide_answer_translations")
    .values(rows)
    .onConflict((oc) => oc.columns(["answer_id", "language"]).doNothing())
    .execute();
}

/**
 * Stores an editor's translation, added or replaced, with the English version it was checked
 * against. `dateNote` is used only when the translation is new; an existing one keeps its own.
 */
export async function saveTranslation(
  db: Db,
  id: string,
  language: Language,
  values: {
    question: string;
    answerHtml: string;
    dateNote: string;
    reviewed: string;
    sources: SourceLink[];
    englishSeenAt: string;
    updatedAt: string;
  },
): Promise<void> {
  const changed = {
    question: values.question,
    answer_html: values.answerHtml,
    reviewed_on: values.reviewed,
    sources: JSON.stringify(values.sources),
    english_seen_at: values.englishSeenAt,
    updated_at: values.updatedAt,
  };
  await db
    .insertInto("guide_answer_translations")
    .values({ answer_id: id, language, date_note: values.dateNote, ...changed })
    .onConflict((oc) => oc.columns(["answer_id", "language"]).doUpdateSet(changed))
    .execute();
}
