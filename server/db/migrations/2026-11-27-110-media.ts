import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * The media library (issue 28, decision 110): one row per uploaded image. Its files are
 * `<file_key>-<width>.webp` in the media file store, one per width in `widths` (JSON list, widest
 * last); `width`/`height` are the widest file's. Focal point in per cent, null for the centre.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("media"))
    .addColumn("file_key", "text", (c) => c.notNull().unique())
    .addColumn("alt", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("widths", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("focal_x", "integer")
    .addColumn("focal_y", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media").execute();
}
