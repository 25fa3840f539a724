import sharp, { type Metadata } from "sharp";
import { MAX_MEDIA_BYTES, MAX_MEDIA_PIXELS, mediaMessages } from "../../../contract/console/media.ts";
import { HttpError } from "../../http-error.ts";
import { sniffImageType } from "../uploads/cover-image.ts";

/** The widths a library image is stored in (decision 110); never wider than the upload itself. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export interface EncodedFile {
  width: number;
  height: number;
  bytes: Buffer;
}

type Kind = "png" | "jpeg" | "gif" | "webp" | "avif";

/** The image kind the first bytes announce, AVIF included; null for anything else (SVG, HTML, PDF, ...). */
export function sniffMediaType(bytes: Buffer): Kind | null {
  const known = sniffImageType(bytes);
  if (known) return known;
  // ISO-BMFF: a box of type "ftyp" at 4, its major brand at 8.
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString("latin1") === "ftyp") {
    const brand = bytes.subarray(8, 12).toString("latin1");
    if (brand === "avif" || brand === "avis") return "avif";
  }
  return null;
}

/** What sharp calls each kind once it has read the header (AVIF is a HEIF container to libvips). */
const sharpFormat: Record<Kind, string> = { png: "png", jpeg: "jpeg", gif: "gif", webp: "webp", avif: "heif" };

const refuse = (status: number, message: string) => new HttpError(status, message, { file: message });

/**
 * Turns an upload into files we made ourselves (decision 110). Checked by content, never by name or
 * declared type: the first bytes must announce an accepted kind and the decoder must agree; the
 * pixel count is read from the header before anything is decoded (a decompression bomb is refused
 * unopened). Then decoded (a script dressed as an image fails here), turned upright, and written as
 * WebP in each width up to its own, without any metadata (sharp keeps none unless asked). A GIF
 * gives its first frame. Answers the files narrowest first; throws HttpError 400/413 with the reason.
 */
export async function encodeMediaImage(input: Buffer): Promise<EncodedFile[]> {
  if (input.length > MAX_MEDIA_BYTES) throw refuse(413, mediaMessages.tooLarge);
  const kind = sniffMediaType(input);
  if (!kind) throw refuse(400, mediaMessages.invalidImage);
  let meta: Metadata;
  try {
    meta = await sharp(input, { animated: false, limitInputPixels: false }).metadata();
  } catch {
    throw refuse(400, mediaMessages.invalidImage);
  }
  if (meta.format !== sharpFormat[kind] || !meta.width || !meta.height) throw refuse(400, mediaMessages.invalidImage);
  if (meta.width * (meta.pageHeight ?? meta.height) > MAX_MEDIA_PIXELS) throw refuse(400, mediaMessages.tooManyPixels);
  // EXIF orientations 5 to 8 turn the image a quarter: its upright width is the stored height.
  const uprightWidth = (meta.orientation ?? 1) >= 5 ? (meta.pageHeight ?? meta.height) : meta.width;
  const widest = Math.min(uprightWidth, MEDIA_WIDTHS.at(-1)!);
  const widths = [...MEDIA_WIDTHS.filter((w) => w < widest), widest];
  const source = sharp(input, { animated: false, limitInputPixels: MAX_MEDIA_PIXELS, failOn: "error" }).rotate();
  try {
    const files: EncodedFile[] = [];
    // One width at a time: the machine's cores are shared, and sharp already uses them within one.
    for (const width of widths) {
      const { data, info } = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      files.push({ width: info.width, height: info.height, bytes: data });
    }
    return files;
  } catch {
    throw refuse(400, mediaMessages.invalidImage);
  }
}
