import type { Client, ClientDraft } from "../../../contract/console/billing.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { findClient, insertClient } from "./clients.repository.ts";

/** Stores a client the contract has checked (GSTIN included); blanks are kept as empty text. */
export async function createClient(
  db: Db,
  draft: ClientDraft,
  record?: RecordChange,
  now = new Date(),
): Promise<Client> {
  return db.transaction().execute(async (tx) => {
    const id = await insertClient(
      tx,
      {
        businessName: draft.businessName,
        gstin: draft.gstin ?? "",
        address: draft.address,
        city: draft.city ?? "",
        pinCode: draft.pinCode ?? "",
        state: draft.state,
        email: draft.email,
        mobile: draft.mobile ?? "",
      },
      now,
    );
    await record?.(tx, { action: "client.create", target: `client ${id}`, detail: `Added “${draft.businessName}”` });
    return (await findClient(tx, id))!;
  });
}
