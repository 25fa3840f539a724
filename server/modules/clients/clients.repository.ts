import type { Selectable } from "kysely";
import type { DataSubject } from "../../../contract/console/privacy.ts";
import type { Client, ClientDraft } from "../../../contract/console/billing.ts";
import type { Db } from "../../db/connection.ts";
import { phoneMatches } from "../../db/personal-data.ts";
import type { ClientsTable } from "../../db/schema.ts";

/** Every field as stored text; the state may be blank on a client made from an enquiry. */
export type CleanDraft = Record<keyof ClientDraft, string>;

const toClient = (row: Selectable<ClientsTable>): Client => ({
  id: Number(row.id),
  businessName: row.business_name,
  gstin: row.gstin,
  address: row.address,
  city: row.city,
  pinCode: row.pin_code,
  state: row.state,
  email: row.email,
  mobile: row.mobile,
  contactName: row.contact_name,
  createdAt: row.created_at,
});

const columns = (draft: CleanDraft) => ({
  business_name: draft.businessName,
  contact_name: draft.contactName,
  gstin: draft.gstin || null,
  address: draft.address,
  city: draft.city,
  pin_code: draft.pinCode,
  state: draft.state,
  email: draft.email,
  mobile: draft.mobile,
});

export async function insertClient(db: Db, draft: CleanDraft, now: Date): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto("clients")
    .values({ ...columns(draft), created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Replaces a client's details; false when there is no such client. Issued invoices keep their copy. */
export async function updateClient(db: Db, id: number, draft: CleanDraft, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("clients")
    .set({ ...columns(draft), updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The first client with this e-mail address (addresses are stored lower-cased), if any. */
export async function findClientByEmail(db: Db, email: string): Promise<Client | null> {
  const row = await db
    .selectFrom("clients")
    .selectAll()
    .where("email", "=", email.toLowerCase())
    .orderBy("id")
    .executeTakeFirst();
  return row ? toClient(row) : null;
}

export async function findClient(db: Db, id: number): Promise<Client | null> {
  const row = await db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toClient(row) : null;
}

/** Every client, by business name. */
export async function listClients(db: Db): Promise<Client[]> {
  const rows = await db.selectFrom("clients").selectAll().orderBy("business_name").orderBy("id").execute();
  return rows.map(toClient);
}

/** The clients whose contact e-mail or mobile is the person's (decision 015's search). */
export async function clientsOf(db: Db, who: DataSubject): Promise<Client[]> {
  const rows = await db
    .selectFrom("clients")
    .selectAll()
    .$if(who.email !== null, (q) => q.where("email", "=", who.email!))
    .$if(who.mobile !== null, (q) => q.where(phoneMatches("mobile", who.mobile!, "ends")))
    .orderBy("id")
    .execute();
  return rows.map(toClient);
}

/**
 * Clears a client's contact and address (an erasure, decision 154); the GSTIN and billing state
 * stay, and so does every issued invoice's own copy of the buyer.
 */
export async function eraseClientContact(db: Db, ids: readonly number[], now: Date): Promise<void> {
  for (const id of ids)
    await db
      .updateTable("clients")
      .set({
        business_name: `Erased client ${id}`,
        contact_name: "",
        email: "",
        mobile: "",
        address: "",
        city: "",
        pin_code: "",
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      .execute();
}
