import type * as z from "zod/mini";
import type { ImageRef } from "../shared/image-ref.ts";
import type { mediaItemSchema, mediaListSchema, mediaUsageSchema, mediaUploadResponseSchema } from "./media.schema.ts";

/** The media library's calls (issue 28, decision 110): upload, list, alt text and focal point, delete. */
export const mediaPaths = {
  library: "/api/admin/media",
  item: (id: number) => `/api/admin/media/${id}`,
} as const;

/** The largest file an upload may be, and the most pixels its image may decode to (decompression bombs). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
export const MAX_MEDIA_PIXELS = 40_000_000;
export const MAX_ALT_LENGTH = 300;

export const mediaMessages = {
  fileRequired: "Choose an image file to upload.",
  altRequired: "Describe the image in a few words (alt text): people who cannot see it hear this instead.",
  altTooLong: `Keep the alt text under ${MAX_ALT_LENGTH} characters.`,
  invalidImage:
    "This file is not an image we accept. Upload a JPEG, PNG, WebP, AVIF or GIF (SVG and other files are refused).",
  tooLarge: `This file is larger than ${MAX_MEDIA_BYTES / 1024 / 1024} MB. Upload a smaller image.`,
  tooManyPixels: `This image has more than ${MAX_MEDIA_PIXELS / 1_000_000} million pixels. Upload a smaller image.`,
  focalInvalid: "The focal point is a percentage from 0 to 100 across and down.",
  notFound: "That image is not in the media library.",
  uploaded: "Image uploaded.",
  saved: "Image details saved.",
  deleted: "Image deleted.",
  inUse: (count: number) =>
    `This image is still used in ${count} ${count === 1 ? "place" : "places"}: replace it there first, then delete it.`,
} as const;

export type MediaItem = z.infer<typeof mediaItemSchema>;
export type MediaUsage = z.infer<typeof mediaUsageSchema>;
export type MediaList = z.infer<typeof mediaListSchema>;
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

/** A library image as an image field keeps it (a focal point only when one was set). */
export function mediaImageRef(
  item: Pick<MediaItem, "url" | "alt" | "width" | "height" | "srcset"> & Partial<Pick<MediaItem, "focalX" | "focalY">>,
): ImageRef {
  return {
    src: item.url,
    alt: item.alt,
    width: item.width,
    height: item.height,
    srcset: item.srcset,
    ...(item.focalX != null ? { focalX: item.focalX } : {}),
    ...(item.focalY != null ? { focalY: item.focalY } : {}),
  };
}
