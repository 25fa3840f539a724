import type { Kysely } from "kysely";
import { withId } from "./id-column.ts";

/**
 * Every checked login code, wrong or right, by mobile and client address (decision 070): wrong
 * ones count towards the per-number lock across codes, right ones mark the address as a device
 * the editor signed in from, whose attempts strangers cannot use up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("login_attempts"))
    .addColumn("mobile", "text", (c) => c.notNull())
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("trusted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_mobile_created")
    .on("login_attempts")
    .columns(["mobile", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_attempts").execute();
}
