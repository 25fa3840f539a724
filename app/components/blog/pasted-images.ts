import type QuillType from "quill";
import { adminMessages } from "../../../contract/console/admin.ts";
import { mediaPaths, type MediaUploadResponse } from "../../../contract/console/media.ts";
import { apiRequest, errorMessage } from "../../lib/api-client.ts";
import { readSession } from "../../lib/auth-storage.ts";

/** Alt text from a file name ("ESIC-chart_2026.png" → "ESIC chart 2026"); the library needs one. */
export function altFromFileName(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_.]+/g, " ")
    .trim();
  // A clipboard picture is "image.png": say what it is rather than repeat that.
  return words && words.toLowerCase() !== "image" ? words.slice(0, 300) : "Image in the post";
}

/**
 * Quill's uploader handler for the post editor: each picture is uploaded to the media library
 * with the signed-in editor's token and inserted as an image of its library URL where it was
 * pasted or dropped, so the post's HTML never carries it as `data:` text. A refusal (not an image,
 * too large) is reported through `onError` and nothing is inserted for that file.
 */
export async function uploadPastedImages(
  quill: QuillType,
  range: { index: number; length: number },
  files: File[],
  onError: (message: string) => void,
): Promise<void> {
  let index = range.index;
  if (range.length > 0) quill.deleteText(range.index, range.length, "user");
  for (const file of files) {
    const alt = altFromFileName(file.name);
    const body = new FormData();
    body.append("alt", alt);
    body.append("file", file);
    try {
      const image = await apiRequest<MediaUploadResponse>(mediaPaths.library, {
        formData: body,
        token: readSession().token,
        fallbackMessage: adminMessages.saveFailed,
      });
      quill.insertEmbed(index, "image", image.url, "user");
      quill.formatText(index, 1, "alt", alt, "user");
      index += 1;
    } catch (err) {
      onError(`The image ${file.name} was not added: ${errorMessage(err, adminMessages.saveFailed)}`);
    }
  }
  quill.setSelection(index, 0, "silent");
}
