import type { ServiceLegalList } from "../../../contract/legal-content/service-lists.ts";
import type { ServiceListTranslation } from "../../../contract/legal-content/service-list-translations.ts";
import type { Language } from "../../../contract/shared/language.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { findServiceLegalList } from "./service-lists.repository.ts";
import { readListEdit, type ListEdit } from "./service-lists.service.ts";
import {
  findListTranslation,
  listTranslationVersions,
  saveListTranslation,
} from "./service-list-translations.repository.ts";
import { englishChangedAt } from "./translation-review.ts";

/**
 * A service page's legal lists in a language, for its page in that language: null when there is no
 * translation, and the page then leaves the lists out rather than show the English. A flagged
 * translation stays shown until staff review it (decision 121).
 */
export async function translatedServiceList(
  db: Db,
  slug: string,
  language: Language,
): Promise<ServiceLegalList | null> {
  return (await findListTranslation(db, slug, language))?.list ?? null;
}

/** The console's pair: the English lists, their translation and whether the translation needs review. */
export async function serviceListTranslation(
  db: Db,
  slug: string,
  language: Language,
): Promise<ServiceListTranslation | null> {
  const english = await findServiceLegalList(db, slug);
  if (!english) return null;
  const stored = await findListTranslation(db, slug, language);
  return {
    english,
    translation: stored?.list ?? null,
    englishChangedAt: stored ? englishChangedAt(stored) : null,
  };
}

/** The translation as the Hindi page would show it after this edit, stored nowhere. */
export async function previewListTranslation(
  db: Db,
  slug: string,
  language: Language,
  raw: unknown,
  now = new Date(),
): Promise<ServiceLegalList | null> {
  const edit = readListEdit(raw, now);
  const english = await findServiceLegalList(db, slug);
  if (!english) return null;
  const stored = await findListTranslation(db, slug, language);
  return { ...(stored?.list ?? english), ...edit };
}

/**
 * Saves an editor's translation with the rules of an English list (one to thirty non-blank lines
 * each, a real past review date, https sources), marks it checked against the English list as it
 * is now (which clears the review flag), records it in the audit log and drops the cached pages.
 * A translation is not a change of the law, so it adds no line to the public change log.
 */
export async function editListTranslation(
  w: { db: Db; content: ContentEvents },
  slug: string,
  language: Language,
  raw: unknown,
  record?: RecordChange,
  now = new Date(),
): Promise<ServiceListTranslation | null> {
  const edit = readListEdit(raw, now);
  const saved = await w.db.transaction().execute(async (tx) => {
    const english = await findServiceLegalList(tx, slug);
    if (!english) return null;
    const before = await findListTranslation(tx, slug, language);
    await saveListTranslation(tx, slug, language, {
      points: edit.points,
      laws: edit.laws,
      ...edit.review,
      englishSeenAt: english.updatedAt,
      updatedAt: now.toISOString(),
    });
    await record?.(tx, {
      action: "service-list.translate",
      target: `service page ${slug} (${language})`,
      detail: `${before ? "Changed" : "Added"} the ${language} translation of the lists of “${english.title}”`,
      before: before ? audited(before.list) : undefined,
      after: audited(edit),
    });
    return english;
  });
  if (!saved) return null;
  w.content.changed("services");
  return serviceListTranslation(w.db, slug, language);
}

const audited = ({ points, laws, review }: ListEdit) =>
  JSON.stringify({ points, laws, reviewed: review.reviewed, sources: review.sources });

/** The translations to review: their English lists changed after they were last saved. */
export async function listTranslationReviews(db: Db, language: Language) {
  const reviews = (await listTranslationVersions(db, language)).flatMap((stored) => {
    const changed = englishChangedAt(stored);
    return changed ? [{ slug: stored.slug, englishChangedAt: changed }] : [];
  });
  return { reviews };
}
