import * as z from "zod/mini";
import { requiredText } from "../api/fields.schema.ts";
import { MAX_ALT_LENGTH, mediaMessages as m } from "./media.ts";

/** Alt text: required, trimmed, short enough to be read aloud. */
export const altTextSchema = requiredText(m.altRequired, MAX_ALT_LENGTH, m.altTooLong);

/** A focal point coordinate: per cent from the left (x) or the top (y); null forgets it (the centre). */
const focalSchema = z.nullable(
  z
    .number({ error: m.focalInvalid })
    .check(z.int(m.focalInvalid), z.gte(0, m.focalInvalid), z.lte(100, m.focalInvalid)),
);

/** PATCH /api/admin/media/{id}: the fields sent change, the others stay. */
export const mediaPatchSchema = z.object({
  alt: z.optional(altTextSchema),
  focalX: z.optional(focalSchema),
  focalY: z.optional(focalSchema),
});

/** GET /api/admin/media?unused=true lists only the images nothing uses (to clean up). */
export const mediaListQuerySchema = z.object({
  unused: z.optional(z.enum(["true", "false"], { error: "unused is true or false." })),
});

/** One place an image is shown: what to call it and where an editor finds it. */
export const mediaUsageSchema = z.object({ label: z.string(), path: z.string() });

export const mediaItemSchema = z.object({
  id: z.number(),
  /** The largest width's file; `srcset` lists every width as "<url> <w>w". */
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  srcset: z.string(),
  focalX: z.nullable(z.number()),
  focalY: z.nullable(z.number()),
  /** The stored files' total size in bytes. */
  bytes: z.number(),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
  usedBy: z.array(mediaUsageSchema),
});

export const mediaListSchema = z.object({ media: z.array(mediaItemSchema) });

export const mediaUploadResponseSchema = z.object({
  id: z.number(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  srcset: z.string(),
});

export const mediaSavedSchema = z.object({ message: z.string(), item: mediaItemSchema });

/** 409 on DELETE while the image is used: the error body plus the pages that still show it. */
export const mediaInUseSchema = z.object({
  error: z.string(),
  message: z.string(),
  usedBy: z.array(mediaUsageSchema),
});
