import { serviceLegalListEditSchema } from "../../../contract/legal-content/service-lists.schema.ts";
import { serviceListMessages, type ServiceLegalList } from "../../../contract/legal-content/service-lists.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { zodFields } from "../../zod-fields.ts";
import { findServiceLegalList, listServiceListsByReview, updateServiceList } from "./service-lists.repository.ts";
import { addUpdateLine } from "./update-lines.ts";
import { indiaToday } from "../../../contract/rules/calendar-dates.ts";
import { checkReviewDate, describeLegalEdit, staleBefore } from "./review-rules.ts";

export type ListEdit = Pick<ServiceLegalList, "points" | "laws" | "review">;

/** The console's body checked: points and laws, a real past review date, https sources; 400 otherwise. */
export function readListEdit(raw: unknown, now: Date): ListEdit {
  const parsed = serviceLegalListEditSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = zodFields(parsed.error.issues);
    throw new HttpError(400, Object.values(fields)[0] ?? serviceListMessages.pointsRequired, fields);
  }
  const { points, laws, reviewed, sources } = parsed.data;
  checkReviewDate(reviewed, now);
  return { points, laws, review: { reviewed, sources } };
}

/** The lists as the page would show them after this edit, stored nowhere (the console's preview). */
export async function previewServiceList(
  db: Db,
  slug: string,
  raw: unknown,
  now = new Date(),
): Promise<ServiceLegalList | null> {
  const edit = readListEdit(raw, now);
  const stored = await findServiceLegalList(db, slug);
  return stored ? { ...stored, ...edit } : null;
}

/**
 * Saves an editor's correction of one service page's legal lists, recording them before and after,
 * then drops the cached pages so /services/{slug} shows them at once. Null for an unknown slug.
 */
export async function editServiceList(
  w: { db: Db; content: ContentEvents },
  slug: string,
  raw: unknown,
  record?: RecordChange,
  now = new Date(),
): Promise<ServiceLegalList | null> {
  const edit = readListEdit(raw, now);
  const after = await w.db.transaction().execute(async (tx) => {
    const before = await findServiceLegalList(tx, slug);
    if (!before) return null;
    const saved = (await updateServiceList(tx, slug, {
      points: edit.points,
      laws: edit.laws,
      ...edit.review,
      updatedAt: now.toISOString(),
    }))!;
    const changed = [
      JSON.stringify(before.points) !== JSON.stringify(saved.points) && "points",
      JSON.stringify(before.laws) !== JSON.stringify(saved.laws) && "laws",
      before.review.reviewed !== saved.review.reviewed && "review date",
      JSON.stringify(before.review.sources) !== JSON.stringify(saved.review.sources) && "sources",
    ];
    const kept = ({ points, laws, review }: ServiceLegalList) =>
      JSON.stringify({ points, laws, reviewed: review.reviewed, sources: review.sources });
    await addUpdateLine(tx, {
      changed,
      title: saved.title,
      page: `/services/${slug}`,
      sources: saved.review.sources,
      topic: "services",
      now,
      today: indiaToday(now),
    });
    await record?.(tx, {
      action: "service.edit",
      target: `service page ${slug}`,
      detail: describeLegalEdit(changed, saved.title),
      before: kept(before),
      after: kept(saved),
    });
    return saved;
  });
  if (after) w.content.changed("services");
  return after;
}

/** The console's review list: oldest review first, each flagged when older than `maxAgeMonths`. */
export async function serviceListsByReview(db: Db, maxAgeMonths: number, now = new Date()) {
  const before = staleBefore(maxAgeMonths, now);
  const lists = await listServiceListsByReview(db);
  return {
    maxAgeMonths,
    staleBefore: before,
    lists: lists.map((list) => ({ ...list, stale: list.review.reviewed < before })),
  };
}
