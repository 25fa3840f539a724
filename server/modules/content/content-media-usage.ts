import { contentKeys, contentPages, type ContentKey } from "../../../contract/content/documents.ts";
import { isTranslatableKey } from "../../../contract/content/hindi-documents.ts";
import type { Language } from "../../../contract/shared/language.ts";
import type { MediaUsageSource } from "../media/media-usage.ts";
import type { ContentInForce } from "./content-in-force.ts";
import { draftKeysContaining } from "./content.repository.ts";
import { storageKeyOf } from "./document-language.ts";

/** Every document in every language it has (decision 124). */
const documentsInEveryLanguage: { key: ContentKey; language: Language }[] = contentKeys.flatMap((key) => [
  { key, language: "en" as const },
  ...(isTranslatableKey(key) ? [{ key, language: "hi" as const }] : []),
]);

/**
 * The content documents as a place a library image is used (issue 28): a published page, or a
 * draft waiting to be published, whose document names the image's files, in either language. The
 * media library refuses to delete it while one does.
 */
export function contentMediaUsage(inForce: Pick<ContentInForce, "get">): MediaUsageSource {
  return {
    async usedBy(db, stem) {
      const drafts = await draftKeysContaining(db, stem);
      return documentsInEveryLanguage
        .filter(
          ({ key, language }) =>
            drafts.has(storageKeyOf(key, language)) || JSON.stringify(inForce.get(key, language)).includes(stem),
        )
        .map(({ key, language }) => {
          const draft = drafts.has(storageKeyOf(key, language)) ? " (draft)" : "";
          const hindi = language === "hi" ? " in Hindi" : "";
          return {
            label: `Page “${contentPages[key].title}”${hindi}${draft}`,
            path: `/admin/content/${key}${language === "hi" ? "?lang=hi" : ""}`,
          };
        });
    },
  };
}
