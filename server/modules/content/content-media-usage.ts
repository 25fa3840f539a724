import { contentKeys, contentPages } from "../../../contract/content/documents.ts";
import type { MediaUsageSource } from "../media/media-usage.ts";
import type { ContentInForce } from "./content-in-force.ts";
import { draftKeysContaining } from "./content.repository.ts";

/**
 * The content documents as a place a library image is used (issue 28): a published page, or a
 * draft waiting to be published, whose document names the image's files. The media library refuses
 * to delete it while one does.
 */
export function contentMediaUsage(inForce: Pick<ContentInForce, "get">): MediaUsageSource {
  return {
    async usedBy(db, stem) {
      const drafts = await draftKeysContaining(db, stem);
      return contentKeys
        .filter((key) => drafts.has(key) || JSON.stringify(inForce.get(key)).includes(stem))
        .map((key) => ({
          label: `Page “${contentPages[key].title}”${drafts.has(key) ? " (draft)" : ""}`,
          path: `/admin/content/${key}`,
        }));
    },
  };
}
