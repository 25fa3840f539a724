import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * Newsletters written in the console and their per-recipient sending state (issue 17, decision
 * 016). A recipient row is claimed and its outbox message queued in one transaction, so a restart
 * never sends anyone the same newsletter twice; the counts are kept on the newsletter once the
 * recipient rows are purged with the messages.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("newsletters"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("post_id", "integer")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("sending_started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("recipient_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("failed_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("skipped_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("newsletters_status").on("newsletters").column("status").execute();

  await withId(db, db.schema.createTable("newsletter_recipients"))
    .addColumn("newsletter_id", "integer", (c) => c.notNull().references("newsletters.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("outbox_id", "integer")
    .addColumn("queued_at", "text")
    .addColumn("settled_at", "text")
    .addColumn("error", "text")
    .addUniqueConstraint("newsletter_recipients_once", ["newsletter_id", "email"])
    .execute();
  await db.schema
    .createIndex("newsletter_recipients_state")
    .on("newsletter_recipients")
    .columns(["newsletter_id", "status"])
    .execute();
  await db.schema
    .createIndex("newsletter_recipients_queued_at")
    .on("newsletter_recipients")
    .column("queued_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("newsletter_recipients").execute();
  await db.schema.dropTable("newsletters").execute();
}
