import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { FileStore } from "../../storage/file-store.ts";

export const MAX_COVER_BYTES = 5 * 1024 * 1024;
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 600;

/** The image kind the first bytes announce (PNG, JPEG, GIF, WebP), or null for anything else. */
export function sniffImageType(bytes: Buffer): "png" | "jpeg" | "gif" | "webp" | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString("latin1"))) return "gif";
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

/**
 * Turns an uploaded cover into a new file we made ourselves: decoded (so a script dressed as a PNG
 * fails here), rotated upright, cropped to 1200x600, written as WebP without any metadata. Answers
 * the public path, or null when the bytes are not an acceptable image.
 */
export async function storeCoverImage(bytes: Buffer, covers: FileStore): Promise<string | null> {
  if (bytes.length > MAX_COVER_BYTES || !sniffImageType(bytes)) return null;
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 40_000_000, animated: false, failOn: "error" })
      .rotate()
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: "cover", position: "attention" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
  const name = `${randomBytes(16).toString("hex")}.webp`;
  await covers.write(name, webp);
  return `/uploads/${name}`;
}

const STORED_COVER = /^\/uploads\/([0-9a-f]{32}\.webp)$/;

/**
 * Deletes a cover file that storeCoverImage wrote, when its post dropped or replaced it. Each upload
 * gets a fresh random name and no request can point a post at an existing file, so no other post
 * uses it. Any other path (a site image, a web address) is left alone.
 */
export async function removeStoredCover(publicPath: string | null, covers: FileStore): Promise<void> {
  const name = publicPath === null ? undefined : STORED_COVER.exec(publicPath)?.[1];
  if (name) await covers.remove(name);
}
