import type { Insertable } from "kysely";
import type { SourceLink } from "../../../contract/legal-content/legal-review.ts";
import type { ServiceLegalList } from "../../../contract/legal-content/service-lists.ts";
import type { Language } from "../../../contract/shared/language.ts";
import type { Db } from "../../db/connection.ts";
import type { ServiceLegalListTranslationsTable } from "../../db/schema.ts";
import { findServiceLegalList } from "./service-lists.repository.ts";

/** A stored translation and what it was written against. */
export interface StoredListTranslation {
  /** The translated lists under the English list's slug and title. */
  list: ServiceLegalList;
  /** The English list's updated_at the translation was last saved against; '' for never. */
  englishSeenAt: string;
  /** The English list's updated_at now. */
  englishUpdatedAt: string;
}

/**
 * One page's translated lists, or null when the page has no translation in that language (or no
 * English list). Two small reads rather than a join: the English row is the one place that knows
 * the page's title and when the English last changed.
 */
export async function findListTranslation(
  db: Db,
  slug: string,
  language: Language,
): Promise<StoredListTranslation | null> {
  const row = await db
    .selectFrom("service_legal_list_translations")
    .selectAll()
    .where("slug", "=", slug)
    .where("language", "=", language)
    .executeTakeFirst();
  if (!row) return null;
  const english = await findServiceLegalList(db, slug);
  if (!english) return null;
  return {
    list: {
      slug: english.slug,
      title: english.title,
      points: JSON.parse(row.points) as string[],
      laws: JSON.parse(row.laws) as string[],
      review: { reviewed: row.reviewed_on, sources: JSON.parse(row.sources) as SourceLink[] },
      updatedAt: row.updated_at,
    },
    englishSeenAt: row.english_seen_at,
    englishUpdatedAt: english.updatedAt,
  };
}

/** Every translation in a language with when it and its English were last saved (the console's review marks). */
export async function listTranslationVersions(
  db: Db,
  language: Language,
): Promise<{ slug: string; englishSeenAt: string; englishUpdatedAt: string }[]> {
  return db
    .selectFrom("service_legal_list_translations as t")
    .innerJoin("service_legal_lists as e", "e.slug", "t.slug")
    .select(["t.slug", "t.english_seen_at as englishSeenAt", "e.updated_at as englishUpdatedAt"])
    .where("t.language", "=", language)
    .orderBy("e.position")
    .execute();
}

/** The slugs translated into a language already, so seeding adds only those it lacks. */
export async function translatedListSlugs(db: Db, language: Language): Promise<Set<string>> {
  const rows = await db
    .selectFrom("service_legal_list_translations")
    .select("slug")
    .where("language", "=", language)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** Adds translations; one already stored (another instance seeded it first) is left as it is. */
export async function insertListTranslations(
  db: Db,
  rows: Insertable<ServiceLegalListTranslationsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("service_legal_list_translations")
    .values(rows)
    .onConflict((oc) => oc.columns(["slug", "language"]).doNothing())
    .execute();
}

/** Stores an editor's translation, added or replaced, with the English version it was checked against. */
export async function saveListTranslation(
  db: Db,
  slug: string,
  language: Language,
  values: {
    points: string[];
    laws: string[];
    reviewed: string;
    sources: SourceLink[];
    englishSeenAt: string;
    updatedAt: string;
  },
): Promise<void> {
  const changed = {
    points: JSON.stringify(values.points),
    laws: JSON.stringify(values.laws),
    reviewed_on: values.reviewed,
    sources: JSON.stringify(values.sources),
    english_seen_at: values.englishSeenAt,
    updated_at: values.updatedAt,
  };
  await db
    .insertInto("service_legal_list_translations")
    .values({ slug, language, ...changed })
    .onConflict((oc) => oc.columns(["slug", "language"]).doUpdateSet(changed))
    .execute();
}
