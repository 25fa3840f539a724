import type { LicenceRow } from "../../../contract/legal-content/licence-rows.ts";
import type { LicenceRowShown, LicenceTranslation } from "../../../contract/legal-content/licence-translations.ts";
import type { Language } from "../../../contract/shared/language.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { findLicenceRow, listLicenceRows } from "./licences.repository.ts";
import { readRowEdit, type RowEdit } from "./licences.service.ts";
import {
  findLicenceTranslation,
  licenceTranslationVersions,
  listLicenceTranslations,
  saveLicenceTranslation,
} from "./licence-translations.repository.ts";
import { englishChangedAt } from "./translation-review.ts";

/**
 * The directory in a language, in page order: each row's stored translation, shown even while it
 * is flagged until staff review it (decision 121), or its English marked `inEnglish` where none is
 * stored, so the page never leaves a department out.
 */
export async function translatedLicenceRows(db: Db, language: Language): Promise<LicenceRowShown[]> {
  const translations = await listLicenceTranslations(db, language);
  return (await listLicenceRows(db)).map((english) => {
    const translated = translations.get(english.id);
    return translated ? { ...translated, inEnglish: false } : { ...english, inEnglish: true };
  });
}

/** The console's pair: the English row, its translation and whether the translation needs review. */
export async function licenceTranslation(db: Db, id: string, language: Language): Promise<LicenceTranslation | null> {
  const english = await findLicenceRow(db, id);
  if (!english) return null;
  const stored = await findLicenceTranslation(db, id, language);
  return {
    english,
    translation: stored?.row ?? null,
    englishChangedAt: stored ? englishChangedAt(stored) : null,
  };
}

/** The translation as the Hindi directory would show it after this edit, stored nowhere. */
export async function previewLicenceTranslation(
  db: Db,
  id: string,
  language: Language,
  raw: unknown,
  now = new Date(),
): Promise<LicenceRow | null> {
  const edit = readRowEdit(raw, now);
  const english = await findLicenceRow(db, id);
  if (!english) return null;
  const stored = await findLicenceTranslation(db, id, language);
  return { ...(stored?.row ?? english), ...edit };
}

/**
 * Saves an editor's translation with the rules of an English row (a department, one to forty
 * non-blank lines, a real past review date, https sources), marks it checked against the English
 * row as it is now (which clears the review flag), records it in the audit log and drops the
 * cached pages. A translation is not a change of the law, so it adds no line to the public change log.
 */
export async function editLicenceTranslation(
  w: { db: Db; content: ContentEvents },
  id: string,
  language: Language,
  raw: unknown,
  record?: RecordChange,
  now = new Date(),
): Promise<LicenceTranslation | null> {
  const edit = readRowEdit(raw, now);
  const saved = await w.db.transaction().execute(async (tx) => {
    const english = await findLicenceRow(tx, id);
    if (!english) return null;
    const before = await findLicenceTranslation(tx, id, language);
    await saveLicenceTranslation(tx, id, language, {
      department: edit.department,
      licences: edit.licences,
      ...edit.review,
      englishSeenAt: english.updatedAt,
      updatedAt: now.toISOString(),
    });
    await record?.(tx, {
      action: "licence.translate",
      target: `licence row ${id} (${language})`,
      detail: `${before ? "Changed" : "Added"} the ${language} translation of the row “${english.department}”`,
      before: before ? audited(before.row) : undefined,
      after: audited(edit),
    });
    return english;
  });
  if (!saved) return null;
  w.content.changed("licences");
  return licenceTranslation(w.db, id, language);
}

const audited = ({ department, licences, review }: RowEdit) =>
  JSON.stringify({ department, licences, reviewed: review.reviewed, sources: review.sources });

/** The translations to review: their English rows changed after they were last saved. */
export async function licenceTranslationReviews(db: Db, language: Language) {
  const reviews = (await licenceTranslationVersions(db, language)).flatMap((stored) => {
    const changed = englishChangedAt(stored);
    return changed ? [{ id: stored.id, englishChangedAt: changed }] : [];
  });
  return { reviews };
}
