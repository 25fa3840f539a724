import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/** The operator's console records every change an editor makes (issue 7): who, what, when, target. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("audit_log"))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_at").on("audit_log").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
