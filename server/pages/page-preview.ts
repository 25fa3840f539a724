import type { AppServices } from "../../contract/api/app-services.ts";
import { previewParam } from "../../contract/console/content.ts";
import type { ContentDocuments, ContentKey } from "../../contract/content/documents.ts";
import { withHindiLinks, type Language } from "../../contract/shared/language.ts";
import type { Db } from "../db/connection.ts";
import { draftForPreview } from "../modules/content/content.service.ts";
import { findAdminPost } from "../modules/posts/posts.repository.ts";
import { previewedBy } from "../modules/content/preview-token.ts";

/**
 * A page request carrying a preview link (issue 28): the services a render reads, with the
 * previewed document's draft (in its language) in place of the published one, or the previewed
 * post readable though it is not public yet. Undefined when the request is no preview; "refused"
 * when its token is forged or expired. Nothing else about the render changes, so the preview is the
 * real page.
 */
export async function previewServices(
  db: Db,
  secret: string,
  services: AppServices,
  requestUrl: string,
): Promise<AppServices | "refused" | undefined> {
  const mark = requestUrl.indexOf("?");
  if (mark === -1) return undefined;
  const token = new URLSearchParams(requestUrl.slice(mark + 1)).get(previewParam);
  if (token === null) return undefined;
  const previewed = previewedBy(secret, token, new Date());
  if (!previewed) return "refused";
  if (previewed.kind === "post") {
    const post = await findAdminPost(db, previewed.id);
    if (!post) return services;
    return { ...services, getPost: async (id) => (id === previewed.id ? post : services.getPost(id)) };
  }
  const { key, language } = previewed;
  const stored = await draftForPreview(db, key, language);
  if (stored === null) return services;
  // A Hindi draft shows its links as the published Hindi will (create-app-services.ts).
  const draft = language === "hi" ? withHindiLinks(stored) : stored;
  const content = <K extends ContentKey>(asked: K, askedIn: Language = "en"): ContentDocuments[K] =>
    asked === (key as ContentKey) && askedIn === language
      ? (draft as ContentDocuments[K])
      : services.content(asked, askedIn);
  return { ...services, content };
}
