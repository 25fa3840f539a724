import type { Kysely } from "kysely";

/**
 * Roles (issue 28, decision 101): every editor so far could do everything, so every existing
 * editor becomes an owner; EDITOR_MOBILES keeps meaning owners. Staff added from the console
 * choose the role.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("editors")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("editors").dropColumn("role").execute();
}
