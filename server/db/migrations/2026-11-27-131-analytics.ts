import type { Kysely } from "kysely";

/**
 * The firm's own analytics (issue 30, decision 131), counted on the server without cookies and
 * without IP addresses. A visitor is a daily-rotated salted hash (the day's random salt is deleted
 * once the day is over); views are sums per day and path that every instance adds its batch to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("analytics_page_views")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    // Views that carried a tool's answer in the query: runs of a calculator.
    .addColumn("runs", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_page_views_pk", ["day", "path"])
    .execute();
  await db.schema
    .createTable("analytics_visitors")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    // The first view of the day decides: its source (utm_source, else the referring host, else "direct") and landing path.
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("landing_path", "text", (c) => c.notNull())
    // The referring site's host ("" when none or this site) and utm_campaign ("" when none).
    .addColumn("referrer", "text", (c) => c.notNull())
    .addColumn("campaign", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_visitors_pk", ["day", "visitor"])
    .execute();
  await db.schema
    .createTable("analytics_page_visitors")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_page_visitors_pk", ["day", "path", "visitor"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["analytics_page_visitors", "analytics_visitors", "analytics_page_views", "analytics_salts"])
    await db.schema.dropTable(table).execute();
}
