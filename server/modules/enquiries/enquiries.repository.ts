import type { DataSubject } from "../../../contract/console/privacy.ts";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Enquiry } from "../../../contract/console/admin.ts";
import type { EnquiryOrigin, EnquiryStage } from "../../../contract/console/leads.ts";
import { toRupees } from "../../../contract/shared/money.ts";
import { isPostgres } from "../../db/advisory-lock.ts";
import { containsAny } from "../../db/contains-any.ts";
import type { Db } from "../../db/connection.ts";
import { phoneMatches } from "../../db/personal-data.ts";
import type { EnquiriesTable } from "../../db/schema.ts";

type EnquiryRow = Selectable<EnquiriesTable>;

/** The stored row with its history and notes, as the console and the export show it. */
function toEnquiry(row: EnquiryRow, history: Enquiry["history"] = [], notes: Enquiry["notes"] = []): Enquiry {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    contact_number: row.contact_number,
    message: row.message,
    status: row.status as EnquiryStage,
    created_at: row.created_at,
    updated_at: row.updated_at,
    origin: row.origin as EnquiryOrigin,
    owner: row.owner_mobile,
    nextFollowUp: row.next_follow_up,
    lostReason: row.lost_reason,
    monthlyValue: row.monthly_value_paise === null ? null : toRupees(row.monthly_value_paise),
    company: row.company,
    state: row.state,
    employees: row.employees,
    service: row.service,
    clientId: row.client_id === null ? null : Number(row.client_id),
    toolAnswers: row.tool_answers ? (JSON.parse(row.tool_answers) as Record<string, string>) : null,
    source: {
      landingPath: row.landing_path,
      referrer: row.referrer,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
    },
    history,
    notes,
  };
}

/** The rows with their stage changes and notes, in two queries whatever their number. */
async function withDetails(db: Db, rows: EnquiryRow[]): Promise<Enquiry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const [events, notes] = await Promise.all([
    db.selectFrom("enquiry_events").selectAll().where("enquiry_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("enquiry_notes").selectAll().where("enquiry_id", "in", ids).orderBy("id").execute(),
  ]);
  return rows.map((row) => {
    const id = Number(row.id);
    return toEnquiry(
      row,
      events
        .filter((e) => Number(e.enquiry_id) === id)
        .map(({ at, actor, status, detail }) => ({ at, actor, status, detail })),
      notes
        .filter((n) => Number(n.enquiry_id) === id)
        .map(({ id: noteId, at, author, text }) => ({ id: Number(noteId), at, author, text })),
    );
  });
}

export type NewEnquiry = Omit<Insertable<EnquiriesTable>, "id" | "status" | "created_at" | "updated_at">;

/** Stores an enquiry as new; answers its id. */
export async function insertEnquiry(db: Db, fields: NewEnquiry, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto("enquiries")
    .values({ ...fields, status: "new", created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface EnquiryFilter {
  q?: string | undefined;
  stage?: EnquiryStage | undefined;
  owner?: string | undefined;
  source?: string | undefined;
  /** Open enquiries whose follow-up date is before this ISO date. */
  overdueBefore?: string | undefined;
}

/** Enquiries newest first; `q` matches name, e-mail or number, ignoring case. */
export async function listEnquiries(db: Db, filter: EnquiryFilter = {}): Promise<Enquiry[]> {
  let query = db.selectFrom("enquiries").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (filter.q) query = query.where(containsAny(["name", "email", "contact_number"], filter.q));
  if (filter.stage) query = query.where("status", "=", filter.stage);
  if (filter.owner) query = query.where("owner_mobile", "=", filter.owner);
  if (filter.source) query = query.where("source", "=", filter.source.toLowerCase());
  if (filter.overdueBefore)
    query = query.where("next_follow_up", "<", filter.overdueBefore).where("status", "not in", ["won", "lost"]);
  return withDetails(db, await query.execute());
}

/** An owner's open enquiries with a follow-up on or before `through`, soonest first. */
export async function followUpsOf(db: Db, owner: string, through: string): Promise<Enquiry[]> {
  const rows = await db
    .selectFrom("enquiries")
    .selectAll()
    .where("owner_mobile", "=", owner)
    .where("next_follow_up", "<=", through)
    .where("status", "not in", ["won", "lost"])
    .orderBy("next_follow_up")
    .orderBy("id")
    .execute();
  return withDetails(db, rows);
}

/** Enquiries received at or after `since`, newest first. */
export async function enquiriesSince(db: Db, since: Date): Promise<Enquiry[]> {
  const rows = await db
    .selectFrom("enquiries")
    .selectAll()
    .where("created_at", ">=", since.toISOString())
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return withDetails(db, rows);
}

export async function findEnquiry(db: Db, id: number): Promise<Enquiry | null> {
  const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? ((await withDetails(db, [row]))[0] ?? null) : null;
}

/**
 * The enquiry's row for making its client, locked on PostgreSQL until the transaction ends, so two
 * clicks at once make one client (SQLite's writer lock does the same there).
 */
export async function lockEnquiry(db: Db, id: number): Promise<EnquiryRow | null> {
  return (
    (await db
      .selectFrom("enquiries")
      .selectAll()
      .where("id", "=", id)
      .$if(isPostgres(db), (query) => query.forUpdate())
      .executeTakeFirst()) ?? null
  );
}

export async function updateEnquiry(
  db: Db,
  id: number,
  change: Omit<Updateable<EnquiriesTable>, "id" | "updated_at">,
  now: Date,
): Promise<void> {
  await db
    .updateTable("enquiries")
    .set({ ...change, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function insertEnquiryEvent(
  db: Db,
  event: { enquiryId: number; actor: string; status: EnquiryStage; detail: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto("enquiry_events")
    .values({
      enquiry_id: event.enquiryId,
      actor: event.actor,
      status: event.status,
      detail: event.detail,
      at: now.toISOString(),
    })
    .execute();
}

export async function insertEnquiryNote(
  db: Db,
  note: { enquiryId: number; author: string; text: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto("enquiry_notes")
    .values({ enquiry_id: note.enquiryId, author: note.author, text: note.text, at: now.toISOString() })
    .execute();
}

/**
 * Claims the follow-ups due on `today` whose reminder is not yet queued: marks them reminded and
 * answers them, in one statement per row so two instances never both claim one.
 */
export async function claimDueFollowUps(db: Db, today: string): Promise<EnquiryRow[]> {
  const due = await db
    .selectFrom("enquiries")
    .selectAll()
    .where("next_follow_up", "<=", today)
    .where("owner_mobile", "is not", null)
    .where("status", "not in", ["won", "lost"])
    .where((eb) =>
      eb.or([eb("follow_up_reminded", "is", null), eb("follow_up_reminded", "<", eb.ref("next_follow_up"))]),
    )
    .orderBy("id")
    .execute();
  const claimed: EnquiryRow[] = [];
  for (const row of due) {
    const result = await db
      .updateTable("enquiries")
      .set({ follow_up_reminded: row.next_follow_up })
      .where("id", "=", row.id)
      .where((eb) =>
        eb.or([eb("follow_up_reminded", "is", null), eb("follow_up_reminded", "<", eb.ref("next_follow_up"))]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) claimed.push(row);
  }
  return claimed;
}

/** The enquiries an e-mail address or a mobile sent (numbers match on their digits, however typed). */
export async function enquiriesOf(db: Db, who: DataSubject): Promise<Enquiry[]> {
  const query = db.selectFrom("enquiries").selectAll().orderBy("id");
  if (who.email !== null) {
    const email = who.email;
    return withDetails(db, await query.where((eb) => eb(eb.fn("lower", ["email"]), "=", email)).execute());
  }
  return withDetails(db, await query.where(phoneMatches("contact_number", who.mobile, "ends")).execute());
}

/** Deletes enquiries with their stage changes and notes. */
export async function deleteEnquiries(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom("enquiry_notes")
    .where("enquiry_id", "in", [...ids])
    .execute();
  await db
    .deleteFrom("enquiry_events")
    .where("enquiry_id", "in", [...ids])
    .execute();
  await db
    .deleteFrom("enquiries")
    .where("id", "in", [...ids])
    .execute();
}

/**
 * Retention: deletes enquiries received before `before`, except the won ones (they are clients now;
 * issue 30), with their stage changes and notes; answers how many went.
 */
export async function purgeEnquiriesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .selectFrom("enquiries")
    .select("id")
    .where("created_at", "<", before.toISOString())
    .where("status", "!=", "won")
    .execute();
  const ids = rows.map((row) => Number(row.id));
  for (let i = 0; i < ids.length; i += 500) await deleteEnquiries(db, ids.slice(i, i + 500));
  return ids.length;
}

/** The newest enquiry from this e-mail address still in the pipeline (not won or lost), or null. */
export async function openEnquiryOf(db: Db, email: string): Promise<number | null> {
  const row = await db
    .selectFrom("enquiries")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .where("status", "not in", ["won", "lost"])
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}
