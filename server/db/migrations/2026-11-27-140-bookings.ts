import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * Online booking of a consultation (issue 31, decision 140). `held_slot` is the booked start (UTC
 * ISO) while the booking holds it, NULL once cancelled or moved away: its unique index is what
 * makes two bookings of one slot impossible on every instance (a NULL never collides).
 * `booking_settings` is one row of staff's rules as JSON (none: the typed default).
 * The invitation e-mail carries its .ics in `outbox.attachments` (added by migration 150).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("bookings"))
    .addColumn("start_at", "text", (c) => c.notNull())
    .addColumn("end_at", "text", (c) => c.notNull())
    .addColumn("held_slot", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("mobile", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("topic", "text")
    .addColumn("answers", "text")
    .addColumn("notes", "text")
    .addColumn("meeting_link", "text")
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reminded_day_at", "text")
    .addColumn("reminded_hour_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("bookings_held_slot").on("bookings").column("held_slot").unique().execute();
  await db.schema.createIndex("bookings_start").on("bookings").column("start_at").execute();
  await db.schema.createIndex("bookings_email").on("bookings").column("email").execute();
  await db.schema
    .createTable("booking_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("rules", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("booking_settings").execute();
  await db.schema.dropTable("bookings").execute();
}
