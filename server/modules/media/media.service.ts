import { randomBytes } from "node:crypto";
import type * as z from "zod/mini";
import type { MediaItem, MediaUsage } from "../../../contract/console/media.ts";
import type { mediaPatchSchema } from "../../../contract/console/media.schema.ts";
import { mediaPathPrefix } from "../../../contract/shared/image-ref.ts";
import type { Db } from "../../db/connection.ts";
import { describeEdit, type RecordChange } from "../../db/record-change.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { encodeMediaImage } from "./media-image.ts";
import { mediaUsage, type MediaUsageSource } from "./media-usage.ts";
import { deleteMedia, findMedia, insertMedia, listMediaRows, updateMedia, type MediaRow } from "./media.repository.ts";

/** What the media library needs: the database, its file store and where images can be used. */
export interface MediaLibrary {
  db: Db;
  files: FileStore;
  usage: readonly MediaUsageSource[];
}

/** The name of one width's file in the store; also its URL after /media/. */
export const mediaFileName = (key: string, width: number) => `${key}-${width}.webp`;

const fileUrl = (key: string, width: number) => `${mediaPathPrefix}${mediaFileName(key, width)}`;

/** "/media/<key>-": contained in every URL of the image's files, and in no other (usage search). */
const stemOf = (key: string) => `${mediaPathPrefix}${key}-`;

const widthsOf = (row: MediaRow) => JSON.parse(row.widths) as number[];

/** The image as the API answers it: the widest file as `url`, every width in `srcset`. */
function toItem(row: MediaRow, usedBy: MediaUsage[]): MediaItem {
  const widths = widthsOf(row);
  return {
    id: row.id,
    url: fileUrl(row.file_key, widths.at(-1)!),
    alt: row.alt,
    width: row.width,
    height: row.height,
    srcset: widths.map((w) => `${fileUrl(row.file_key, w)} ${w}w`).join(", "),
    focalX: row.focal_x,
    focalY: row.focal_y,
    bytes: Number(row.bytes),
    createdAt: row.created_at,
    createdBy: row.created_by,
    usedBy,
  };
}

/**
 * Checks and re-encodes an upload (media-image.ts), writes its files, then its row and the audit
 * line in one transaction; files whose row could not be written are removed again.
 */
export async function uploadMedia(
  lib: MediaLibrary,
  input: Buffer,
  alt: string,
  by: string | null,
  record?: RecordChange,
  now = new Date(),
): Promise<MediaItem> {
  const files = await encodeMediaImage(input);
  const key = randomBytes(16).toString("hex");
  const names = files.map((file) => mediaFileName(key, file.width));
  try {
    for (const [i, file] of files.entries()) await lib.files.write(names[i]!, file.bytes);
    const widest = files.at(-1)!;
    const row = await lib.db.transaction().execute(async (tx) => {
      const inserted = await insertMedia(tx, {
        file_key: key,
        alt,
        width: widest.width,
        height: widest.height,
        widths: JSON.stringify(files.map((file) => file.width)),
        bytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
        created_at: now.toISOString(),
        created_by: by,
      });
      await record?.(tx, {
        action: "media.upload",
        target: `media ${inserted.id}`,
        detail: `Uploaded “${alt}” (${widest.width}×${widest.height}, ${files.length} widths)`,
      });
      return inserted;
    });
    return toItem(row, []);
  } catch (err) {
    await Promise.all(names.map((name) => lib.files.remove(name)));
    throw err;
  }
}

/** The library, newest first, each image with where it is used; `unused` keeps only those used nowhere. */
export async function listMedia(lib: MediaLibrary, { unused = false } = {}): Promise<MediaItem[]> {
  const rows = await listMediaRows(lib.db);
  const items = await Promise.all(
    rows.map(async (row) => toItem(row, await mediaUsage(lib.db, lib.usage, stemOf(row.file_key)))),
  );
  return unused ? items.filter((item) => item.usedBy.length === 0) : items;
}

/** Changes the alt text and focal point; answers the image as saved, or null for an unknown id. */
export async function editMedia(
  lib: MediaLibrary,
  id: number,
  patch: z.output<typeof mediaPatchSchema>,
  record?: RecordChange,
): Promise<MediaItem | null> {
  const row = await lib.db.transaction().execute(async (tx) => {
    const before = await findMedia(tx, id);
    if (!before) return null;
    const after = (await updateMedia(tx, id, {
      ...(patch.alt !== undefined ? { alt: patch.alt } : {}),
      ...(patch.focalX !== undefined ? { focal_x: patch.focalX } : {}),
      ...(patch.focalY !== undefined ? { focal_y: patch.focalY } : {}),
    }))!;
    const changed = [
      ...(before.alt !== after.alt ? ["alt text"] : []),
      ...(before.focal_x !== after.focal_x || before.focal_y !== after.focal_y ? ["focal point"] : []),
    ];
    await record?.(tx, { action: "media.edit", target: `media ${id}`, detail: describeEdit(changed, after.alt) });
    return after;
  });
  return row && toItem(row, await mediaUsage(lib.db, lib.usage, stemOf(row.file_key)));
}

export type MediaRemoval = { removed: true } | { removed: false; usedBy: MediaUsage[] } | null;

/**
 * Deletes an image nothing uses: the usage check, the row and the audit line in one transaction,
 * then its files. Answers null for an unknown id, or the places that still use it (nothing is
 * deleted then).
 */
export async function removeMedia(lib: MediaLibrary, id: number, record?: RecordChange): Promise<MediaRemoval> {
  const outcome = await lib.db.transaction().execute(async (tx) => {
    const row = await findMedia(tx, id);
    if (!row) return null;
    const usedBy = await mediaUsage(tx, lib.usage, stemOf(row.file_key));
    if (usedBy.length > 0) return { removed: false as const, usedBy };
    await deleteMedia(tx, id);
    await record?.(tx, { action: "media.delete", target: `media ${id}`, detail: `Deleted “${row.alt}”` });
    return { removed: true as const, row };
  });
  if (!outcome?.removed) return outcome;
  const { row } = outcome;
  await Promise.all(widthsOf(row).map((w) => lib.files.remove(mediaFileName(row.file_key, w))));
  return { removed: true };
}
