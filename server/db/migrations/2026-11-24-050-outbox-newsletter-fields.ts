import type { Kysely } from "kysely";

/**
 * What newsletters need of the outbox (issue 17): an HTML part beside the text, extra e-mail
 * headers (List-Unsubscribe), and a bulk mark so that OTP texts and order e-mails go out before a
 * newsletter's batch. All optional, so existing rows and callers stay as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("html", "text").execute();
  // A JSON object of header name to value, e.g. {"List-Unsubscribe":"<https://…>"}.
  await db.schema.alterTable("outbox").addColumn("headers", "text").execute();
  await db.schema
    .alterTable("outbox")
    .addColumn("bulk", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["bulk", "headers", "html"]) await db.schema.alterTable("outbox").dropColumn(column).execute();
}
