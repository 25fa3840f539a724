import type { FastifyRequest } from "fastify";
import { genericMessages } from "../../../contract/api/errors.ts";
import { postMessages } from "../../../contract/api/posts.ts";
import { HttpError } from "../../http-error.ts";
import { containsNul } from "../../plugins/input-hygiene.ts";
import { MAX_COVER_BYTES } from "../uploads/cover-image.ts";

/**
 * The @fastify/multipart limits of the post form (POST /api/blogs, PATCH /api/admin/posts/:id):
 * one cover of at most 5 MB and a few small text fields (the post HTML may carry pasted data:
 * images, hence 1 MB per field).
 */
export const postFormLimits = {
  fileSize: MAX_COVER_BYTES,
  files: 1,
  fields: 16,
  fieldSize: 1024 * 1024,
  parts: 17,
  fieldNameSize: 64,
  headerPairs: 50,
} as const;

export interface PostForm {
  fields: Record<string, unknown>;
  cover: Buffer | undefined;
}

/**
 * The post form's text fields (first value of each) and cover bytes. Multipart as the browser sends
 * it, or the same fields as JSON (no cover) for clients that cannot build multipart.
 */
export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      fields: body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
      cover: undefined,
    };
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
        // The input-hygiene hook sees no multipart body, so the NUL check (PostgreSQL) is here.
        if (containsNul(part.value)) throw new HttpError(400, genericMessages.invalidRequest);
        fields[part.fieldname] ??= part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new HttpError(413, postMessages.invalidImage, { coverImage: postMessages.invalidImage });
    if (statusCode && statusCode >= 400 && statusCode < 500) throw err;
    // The form parser's own errors (truncated or malformed body) are the client's, not ours.
    throw new HttpError(400, genericMessages.invalidRequest);
  }
  return { fields, cover };
}
