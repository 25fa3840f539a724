import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { conversionKinds, type ConversionKind } from "../../../contract/console/analytics.ts";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";

export interface PageViewRow {
  day: string;
  path: string;
  views: number;
  runs: number;
}

export interface VisitorRow {
  day: string;
  visitor: string;
  source: string;
  landing_path: string;
  referrer: string;
  campaign: string;
}

const CHUNK = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * The day's salt, the same for every instance: the first instance to ask stores a random one, the
 * others read it. It is deleted once the day is over (deleteSaltsBefore), so no hash can be
 * recomputed from an address afterwards.
 */
export async function saltFor(db: Db, day: string): Promise<string> {
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}

export async function deleteSaltsBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom("analytics_salts").where("day", "<", day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Adds one batch's counts to the stored sums: each instance adds its own, so none is lost or counted twice. */
export async function addPageViews(db: Db, rows: readonly PageViewRow[]): Promise<void> {
  for (const part of chunks(rows))
    await db
      .insertInto("analytics_page_views")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["day", "path"]).doUpdateSet((eb) => ({
          views: eb("analytics_page_views.views", "+", eb.ref("excluded.views")),
          runs: eb("analytics_page_views.runs", "+", eb.ref("excluded.runs")),
        })),
      )
      .execute();
}

/** Records the day's visitors; one already recorded (by this instance or another) keeps its first source. */
export async function addVisitors(db: Db, rows: readonly VisitorRow[]): Promise<void> {
  for (const part of chunks(rows))
    await db
      .insertInto("analytics_visitors")
      .values(part)
      .onConflict((oc) => oc.columns(["day", "visitor"]).doNothing())
      .execute();
}

export async function addPageVisitors(db: Db, rows: readonly { day: string; path: string; visitor: string }[]) {
  for (const part of chunks(rows))
    await db
      .insertInto("analytics_page_visitors")
      .values(part)
      .onConflict((oc) => oc.columns(["day", "path", "visitor"]).doNothing())
      .execute();
}

/** Views and visitors per day in [from, to] (India dates). */
export async function dailyTotals(db: Db, from: string, to: string) {
  const [views, visitors] = await Promise.all([
    db
      .selectFrom("analytics_page_views")
      .select(["day", (eb) => eb.fn.sum<number>("views").as("n")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("day")
      .execute(),
    db
      .selectFrom("analytics_visitors")
      .select(["day", (eb) => eb.fn.countAll<number>().as("n")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("day")
      .execute(),
  ]);
  return {
    views: new Map(views.map((r) => [r.day, Number(r.n)])),
    visitors: new Map(visitors.map((r) => [r.day, Number(r.n)])),
  };
}

/** Each page's views, runs (a tool's answers) and visitors in [from, to], most viewed first. */
export async function pageTotals(db: Db, from: string, to: string) {
  const [views, visitors] = await Promise.all([
    db
      .selectFrom("analytics_page_views")
      .select(["path", (eb) => eb.fn.sum<number>("views").as("views"), (eb) => eb.fn.sum<number>("runs").as("runs")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("path")
      .execute(),
    db
      .selectFrom("analytics_page_visitors")
      .select(["path", (eb) => eb.fn.countAll<number>().as("n")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("path")
      .execute(),
  ]);
  const visitorsOf = new Map(visitors.map((r) => [r.path, Number(r.n)]));
  return views
    .map((r) => ({ path: r.path, views: Number(r.views), runs: Number(r.runs), visitors: visitorsOf.get(r.path) ?? 0 }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
}

/** Visitors in [from, to] counted by one of the first view's columns, most first. */
export async function visitorsBy(
  db: Db,
  column: "source" | "landing_path" | "referrer" | "campaign",
  from: string,
  to: string,
) {
  const rows = await db
    .selectFrom("analytics_visitors")
    .select([column, (eb) => eb.fn.countAll<number>().as("n")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(column)
    .execute();
  return rows
    .map((r) => ({ key: String((r as Record<string, unknown>)[column]), visitors: Number(r.n) }))
    .sort((a, b) => b.visitors - a.visitors || a.key.localeCompare(b.key));
}

export interface ConversionRow {
  kind: ConversionKind;
  /** Null on rows kept before sources were (a booking, signup or order from before migration 143). */
  source: string | null;
  landing_path: string | null;
  campaign: string | null;
  n: number;
}

/** Each kind's table, the moment it counts as a conversion, and its campaign column. */
const conversionTables = {
  enquiries: { table: "enquiries", at: "created_at", campaign: "utm_campaign" },
  subscriptions: { table: "subscribers", at: "confirmed_at", campaign: "campaign" },
  orders: { table: "orders", at: "paid_at", campaign: "campaign" },
  bookings: { table: "bookings", at: "created_at", campaign: "campaign" },
} as const satisfies Record<ConversionKind, { table: keyof Database; at: string; campaign: string }>;

/**
 * The conversions of [fromIso, toIso), counted per kind and per the visit's source, landing path
 * and campaign (each table keeps them from the form that made it). A cancelled booking still counts:
 * it was a conversion when made.
 */
export async function conversionsBySource(db: Db, fromIso: string, toIso: string): Promise<ConversionRow[]> {
  const grouped = await Promise.all(
    conversionKinds.map(async (kind) => {
      const { table, at, campaign } = conversionTables[kind];
      const { rows } = await sql<Omit<ConversionRow, "kind">>`
        select source, landing_path, ${sql.ref(campaign)} as campaign, count(*) as n from ${sql.table(table)}
        where ${sql.ref(at)} >= ${fromIso} and ${sql.ref(at)} < ${toIso}
        group by source, landing_path, ${sql.ref(campaign)}`.execute(db);
      return rows.map((row) => ({ ...row, kind, n: Number(row.n) }));
    }),
  );
  return grouped.flat();
}
