import type { FastifyRequest } from "fastify";
import { postMessages } from "../../../contract/posts.ts";
import { HttpError } from "../../http-error.ts";

/** The text fields (first value of each) and the coverImage bytes of a multipart post form. */
export async function readPostForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; cover: Buffer | undefined }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {}, cover: undefined };
  }
  const fields: Record<string, string> = {};
  let cover: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        // Every file part must be read to the end for the next part to arrive.
        const bytes = await part.toBuffer();
        if (part.fieldname === "coverImage" && bytes.length > 0) cover = bytes;
      } else if (typeof part.value === "string") {
        fields[part.fieldname] ??= part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, postMessages.invalidImage, { coverImage: postMessages.invalidImage });
    throw err;
  }
  return { fields, cover };
}
