import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * Retainers (issue 32, decision 150): a client's recurring invoice, monthly or quarterly, issued by
 * the `retainers` job on `next_issue_on` (a date in India, YYYY-MM-DD); `lines` is the draft's
 * lines as JSON (the contract's invoice lines, rates in rupees without GST).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("retainers"))
    .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id"))
    .addColumn("frequency", "text", (c) => c.notNull())
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("due_days", "integer", (c) => c.notNull())
    .addColumn("next_issue_on", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("retainers_next_issue_on").on("retainers").column("next_issue_on").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("retainers").execute();
}
