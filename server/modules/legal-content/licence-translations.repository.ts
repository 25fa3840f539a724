import type { Insertable, Selectable } from "kysely";
import type { SourceLink } from "../../../contract/legal-content/legal-review.ts";
import type { LicenceRow } from "../../../contract/legal-content/licence-rows.ts";
import type { Language } from "../../../contract/shared/language.ts";
import type { Db } from "../../db/connection.ts";
import type { LicenceRowTranslationsTable } from "../../db/schema.ts";
import { findLicenceRow } from "./licences.repository.ts";

/** A stored translation and what it was written against. */
export interface StoredLicenceTranslation {
  /** The translated row under the English row's id. */
  row: LicenceRow;
  /** The English row's updated_at the translation was last saved against; '' for never. */
  englishSeenAt: string;
  /** The English row's updated_at now. */
  englishUpdatedAt: string;
}

function toRow(row: Selectable<LicenceRowTranslationsTable>): LicenceRow {
  return {
    id: row.id,
    department: row.department,
    licences: JSON.parse(row.licences) as string[],
    review: { reviewed: row.reviewed_on, sources: JSON.parse(row.sources) as SourceLink[] },
    updatedAt: row.updated_at,
  };
}

/** One row's translation, or null when it has none in that language (or there is no English row). */
export async function findLicenceTranslation(
  db: Db,
  id: string,
  language: Language,
): Promise<StoredLicenceTranslation | null> {
  const row = await db
    .selectFrom("licence_row_translations")
    .selectAll()
    .where("id", "=", id)
    .where("language", "=", language)
    .executeTakeFirst();
  if (!row) return null;
  const english = await findLicenceRow(db, id);
  if (!english) return null;
  return { row: toRow(row), englishSeenAt: row.english_seen_at, englishUpdatedAt: english.updatedAt };
}

/** Every translation in a language, by row id (the Hindi directory reads them all at once). */
export async function listLicenceTranslations(db: Db, language: Language): Promise<Map<string, LicenceRow>> {
  const rows = await db.selectFrom("licence_row_translations").selectAll().where("language", "=", language).execute();
  return new Map(rows.map((row) => [row.id, toRow(row)]));
}

/** Every translation in a language with when it and its English were last saved (the console's review marks). */
export async function licenceTranslationVersions(
  db: Db,
  language: Language,
): Promise<{ id: string; englishSeenAt: string; englishUpdatedAt: string }[]> {
  return db
    .selectFrom("licence_row_translations as t")
    .innerJoin("licence_rows as e", "e.id", "t.id")
    .select(["t.id", "t.english_seen_at as englishSeenAt", "e.updated_at as englishUpdatedAt"])
    .where("t.language", "=", language)
    .orderBy("e.position")
    .execute();
}

/** The row ids translated into a language already, so seeding adds only those it lacks. */
export async function translatedLicenceIds(db: Db, language: Language): Promise<Set<string>> {
  const rows = await db.selectFrom("licence_row_translations").select("id").where("language", "=", language).execute();
  return new Set(rows.map((row) => row.id));
}

/** Adds translations; one already stored (another instance seeded it first) is left as it is. */
export async function insertLicenceTranslations(
  db: Db,
  rows: Insertable<LicenceRowTranslationsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("licence_row_translations")
    .values(rows)
    .onConflict((oc) => oc.columns(["id", "language"]).doNothing())
    .execute();
}

/** Stores an editor's translation, added or replaced, with the English version it was checked against. */
export async function saveLicenceTranslation(
  db: Db,
  id: string,
  language: Language,
  values: {
    department: string;
    licences: string[];
    reviewed: string;
    sources: SourceLink[];
    englishSeenAt: string;
    updatedAt: string;
  },
): Promise<void> {
  const changed = {
    department: values.department,
    licences: JSON.stringify(values.licences),
    reviewed_on: values.reviewed,
    sources: JSON.stringify(values.sources),
    english_seen_at: values.englishSeenAt,
    updated_at: values.updatedAt,
  };
  await db
    .insertInto("licence_row_translations")
    .values({ id, language, ...changed })
    .onConflict((oc) => oc.columns(["id", "language"]).doUpdateSet(changed))
    .execute();
}
