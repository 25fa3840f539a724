import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * Enquiries become a pipeline (issue 30, decision 130): the stage stays in `status` (new, contacted,
 * proposal_sent, won, lost; the old `closed` becomes `lost` with the reason saying so), with an
 * owner (an editor's mobile), the next follow-up date, the reason a lead was lost, the monthly value
 * of a won one, the optional fields of the contact form, the checker's answers as JSON, where the
 * visit came from (and the source's name as the analytics counts it), and which form sent it. Each stage change and each note is a row of its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of [
    "owner_mobile",
    "next_follow_up",
    "follow_up_reminded",
    "lost_reason",
    "company",
    "state",
    "employees",
    "service",
    "tool_answers",
    "landing_path",
    "referrer",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "source",
  ])
    await db.schema.alterTable("enquiries").addColumn(column, "text").execute();
  await db.schema.alterTable("enquiries").addColumn("monthly_value_paise", "integer").execute();
  await db.schema
    .alterTable("enquiries")
    .addColumn("origin", "text", (c) => c.notNull().defaultTo("contact"))
    .execute();
  await db
    .updateTable("enquiries")
    .set({ status: "lost", lost_reason: "Closed before the pipeline's stages were kept." })
    .where("status", "=", "closed")
    .execute();
  await db.schema.createIndex("enquiries_status").on("enquiries").column("status").execute();
  await db.schema.createIndex("enquiries_follow_up").on("enquiries").column("next_follow_up").execute();

  await withId(db, db.schema.createTable("enquiry_events"))
    .addColumn("enquiry_id", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("enquiry_events_enquiry").on("enquiry_events").column("enquiry_id").execute();

  await withId(db, db.schema.createTable("enquiry_notes"))
    .addColumn("enquiry_id", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("enquiry_notes_enquiry").on("enquiry_notes").column("enquiry_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("enquiry_notes").execute();
  await db.schema.dropTable("enquiry_events").execute();
  await db.schema.dropIndex("enquiries_follow_up").execute();
  await db.schema.dropIndex("enquiries_status").execute();
  await db
    .updateTable("enquiries")
    .set({ status: "closed" })
    .where("status", "in", ["won", "lost", "proposal_sent"])
    .execute();
  for (const column of [
    "origin",
    "monthly_value_paise",
    "owner_mobile",
    "next_follow_up",
    "follow_up_reminded",
    "lost_reason",
    "company",
    "state",
    "employees",
    "service",
    "tool_answers",
    "landing_path",
    "referrer",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "source",
  ])
    await db.schema.alterTable("enquiries").dropColumn(column).execute();
}
