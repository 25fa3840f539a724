import type { Selectable } from "kysely";
import type { Enquiry, EnquiryStatus } from "../../../contract/admin.ts";
import type { EnquiriesTable } from "../../db/schema.ts";
import type { AdminDb } from "./admin-db.ts";
import { containsAny } from "./search.ts";

function toEnquiry(row: Selectable<EnquiriesTable>): Enquiry {
  return { ...row, id: Number(row.id), status: row.status as EnquiryStatus };
}

/** Enquiries newest first; `q` matches name, e-mail or number, ignoring case. */
export async function listEnquiries(db: AdminDb, q?: string): Promise<Enquiry[]> {
  let query = db.selectFrom("enquiries").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (q) query = query.where(containsAny(["name", "email", "contact_number"], q));
  return (await query.execute()).map(toEnquiry);
}

export async function findEnquiry(db: AdminDb, id: number): Promise<Enquiry | null> {
  const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toEnquiry(row) : null;
}

export async function setEnquiryStatus(db: AdminDb, id: number, status: EnquiryStatus, now = new Date()): Promise<void> {
  await db.updateTable("enquiries").set({ status, updated_at: now.toISOString() }).where("id", "=", id).execute();
}
