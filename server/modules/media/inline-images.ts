import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { uploadMedia, type MediaLibrary } from "./media.service.ts";

const imgTag = /<img\b[^>]*>/gi;
const dataSrc = /\ssrc="(data:image\/(?:png|jpeg|gif|webp);base64,([A-Za-z0-9+/=\s]+))"/i;
const altAttribute = /\salt="([^"]*)"/i;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => entities[name]!);

/**
 * Post HTML keeps no `data:` images (issue 28): each one in the sanitized HTML (sanitize-html
 * writes attributes double-quoted and escaped, so a regular expression reads them safely) becomes a
 * media library image, and its `src` that image's URL. Its alt text is the image's own, or one
 * naming the post. An image the library refuses (not really an image, too large) is dropped, as
 * the sanitizer drops an image it cannot accept. The same data URL twice is stored once.
 */
export async function storeInlineImages(
  lib: MediaLibrary,
  html: string,
  postTitle: string,
  record?: RecordChange,
): Promise<string> {
  const stored = new Map<string, string | null>();
  for (const tag of html.match(imgTag) ?? []) {
    const found = dataSrc.exec(tag);
    if (!found || stored.has(found[1]!)) continue;
    const alt = unescape(altAttribute.exec(tag)?.[1]?.trim() ?? "") || `Image in the post “${postTitle}”`;
    try {
      const image = await uploadMedia(lib, Buffer.from(found[2]!, "base64"), alt.slice(0, 300), null, record);
      stored.set(found[1]!, image.url);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      stored.set(found[1]!, null);
    }
  }
  if (stored.size === 0) return html;
  return html.replace(imgTag, (tag) => {
    const found = dataSrc.exec(tag);
    if (!found) return tag;
    const url = stored.get(found[1]!);
    return url ? tag.replace(found[0], ` src="${url}"`) : "";
  });
}
