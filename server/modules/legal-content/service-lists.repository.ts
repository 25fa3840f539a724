import type { Insertable, Selectable } from "kysely";
import type { SourceLink } from "../../../contract/legal-content/legal-review.ts";
import type { ServiceLegalList } from "../../../contract/legal-content/service-lists.ts";
import { servicePages } from "../../../contract/legal-content/service-pages.ts";
import type { Db } from "../../db/connection.ts";
import type { ServiceLegalListsTable } from "../../db/schema.ts";

const titles = new Map(servicePages.map((page) => [page.slug, page.title]));

function toList(row: Selectable<ServiceLegalListsTable>): ServiceLegalList {
  return {
    slug: row.slug,
    title: titles.get(row.slug) ?? row.slug,
    points: JSON.parse(row.points) as string[],
    laws: JSON.parse(row.laws) as string[],
    review: { reviewed: row.reviewed_on, sources: JSON.parse(row.sources) as SourceLink[] },
    updatedAt: row.updated_at,
  };
}

export async function findServiceLegalList(db: Db, slug: string): Promise<ServiceLegalList | null> {
  const row = await db.selectFrom("service_legal_lists").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toList(row) : null;
}

/** Every page's lists, the longest unreviewed first (the console's review list). */
export async function listServiceListsByReview(db: Db): Promise<ServiceLegalList[]> {
  const rows = await db
    .selectFrom("service_legal_lists")
    .selectAll()
    .orderBy("reviewed_on")
    .orderBy("position")
    .execute();
  return rows.map(toList);
}

/** The slugs already stored, so seeding adds only the pages it lacks. */
export async function serviceListSlugs(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("service_legal_lists").select("slug").execute();
  return new Set(rows.map((row) => row.slug));
}

/** Adds lists; a page already stored (another instance seeded it first) is left as it is. */
export async function insertServiceLists(db: Db, rows: Insertable<ServiceLegalListsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("service_legal_lists")
    .values(rows)
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
}

/** The columns an editor changes; answers the lists as stored now, or null for an unknown slug. */
export async function updateServiceList(
  db: Db,
  slug: string,
  values: { points: string[]; laws: string[]; reviewed: string; sources: SourceLink[]; updatedAt: string },
): Promise<ServiceLegalList | null> {
  const row = await db
    .updateTable("service_legal_lists")
    .set({
      points: JSON.stringify(values.points),
      laws: JSON.stringify(values.laws),
      reviewed_on: values.reviewed,
      sources: JSON.stringify(values.sources),
      updated_at: values.updatedAt,
    })
    .where("slug", "=", slug)
    .returningAll()
    .executeTakeFirst();
  return row ? toList(row) : null;
}
