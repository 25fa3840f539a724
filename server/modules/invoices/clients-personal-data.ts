import type { PersonalDataHolder } from "../../db/personal-data.ts";
import { clientsOf, eraseClientContact } from "../clients/clients.repository.ts";
import { stopRetainersOf } from "./retainers.repository.ts";
import { deleteDraftsOf } from "./service-invoices.repository.ts";

/**
 * The firm's clients found by their contact e-mail or mobile (decision 154). Erasure clears the
 * contact, name and address on the client, deletes its drafts and stops its retainers; the issued
 * invoices, payments and credit notes stay whole, with the buyer as issued, because the CGST Act
 * (s. 35, 36; rule 56) has them kept for 72 months from the year's annual return.
 */
export const clientsPersonalData: PersonalDataHolder = {
  name: "clients",
  label: "Billing clients",
  keeps:
    "Issued invoices, payments and credit notes stay as issued (business name, address, GSTIN and state of the buyer): GST law keeps them for six years. The client's contact name, e-mail, mobile and address are erased, its draft invoices deleted and its retainers stopped.",
  find: async (db, who) => (await clientsOf(db, who)).map((client) => ({ ...client })),
  async erase(tx, who, now) {
    const ids = (await clientsOf(tx, who)).map((client) => client.id);
    await deleteDraftsOf(tx, ids);
    await stopRetainersOf(tx, ids);
    await eraseClientContact(tx, ids, now);
    return { count: ids.length, auditTargets: ids.map((id) => `client ${id}`) };
  },
};
