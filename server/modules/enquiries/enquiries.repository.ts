import type { DataSubject } from "../../../contract/console/privacy.ts";
import type { Selectable } from "kysely";
import type { Enquiry, EnquiryStatus } from "../../../contract/console/admin.ts";
import { containsAny } from "../../db/contains-any.ts";
import type { Db } from "../../db/connection.ts";
import { phoneMatches } from "../../db/personal-data.ts";
import type { EnquiriesTable } from "../../db/schema.ts";

function toEnquiry(row: Selectable<EnquiriesTable>): Enquiry {
  return { ...row, id: Number(row.id), status: row.status as EnquiryStatus };
}

/** Stores an enquiry from the contact form as new; answers its id. */
export async function insertEnquiry(
  db: Db,
  fields: { name: string; email: string; contact_number: string; message?: string | null },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto("enquiries")
    .values({ ...fields, status: "new", created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Enquiries newest first; `q` matches name, e-mail or number, ignoring case. */
export async function listEnquiries(db: Db, q?: string): Promise<Enquiry[]> {
  let query = db.selectFrom("enquiries").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (q) query = query.where(containsAny(["name", "email", "contact_number"], q));
  return (await query.execute()).map(toEnquiry);
}

export async function findEnquiry(db: Db, id: number): Promise<Enquiry | null> {
  const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toEnquiry(row) : null;
}

export async function updateEnquiryStatus(db: Db, id: number, status: EnquiryStatus, now: Date): Promise<void> {
  await db.updateTable("enquiries").set({ status, updated_at: now.toISOString() }).where("id", "=", id).execute();
}

/** The enquiries an e-mail address or a mobile sent (numbers match on their digits, however typed). */
export async function enquiriesOf(db: Db, who: DataSubject): Promise<Enquiry[]> {
  const query = db.selectFrom("enquiries").selectAll().orderBy("id");
  if (who.email !== null) {
    const email = who.email;
    return (await query.where((eb) => eb(eb.fn("lower", ["email"]), "=", email)).execute()).map(toEnquiry);
  }
  return (await query.where(phoneMatches("contact_number", who.mobile, "ends")).execute()).map(toEnquiry);
}

export async function deleteEnquiries(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom("enquiries")
      .where("id", "in", [...ids])
      .execute();
}

/** Retention: deletes enquiries received before `before`; answers how many went. */
export async function purgeEnquiriesBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom("enquiries").where("created_at", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
