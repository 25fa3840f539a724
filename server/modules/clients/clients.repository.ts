import type { Selectable } from "kysely";
import type { Client, ClientDraft } from "../../../contract/console/billing.ts";
import type { Db } from "../../db/connection.ts";
import type { ClientsTable } from "../../db/schema.ts";

type CleanDraft = { [K in keyof ClientDraft]-?: NonNullable<ClientDraft[K]> };

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
  createdAt: row.created_at,
});

export async function insertClient(db: Db, draft: CleanDraft, now: Date): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto("clients")
    .values({
      business_name: draft.businessName,
      gstin: draft.gstin || null,
      address: draft.address,
      city: draft.city,
      pin_code: draft.pinCode,
      state: draft.state,
      email: draft.email,
      mobile: draft.mobile,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
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
