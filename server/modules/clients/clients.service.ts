import { billingMessages as m, type Client, type ClientDraft } from "../../../contract/console/billing.ts";
import { indianStates } from "../../../contract/shared/indian-states.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { lockEnquiry, updateEnquiry } from "../enquiries/enquiries.repository.ts";
import { findClient, findClientByEmail, insertClient, updateClient, type CleanDraft } from "./clients.repository.ts";

/** The contract's checked draft with blanks kept as empty text. */
const clean = (draft: ClientDraft): CleanDraft => ({
  businessName: draft.businessName,
  contactName: draft.contactName ?? "",
  gstin: draft.gstin ?? "",
  address: draft.address,
  city: draft.city ?? "",
  pinCode: draft.pinCode ?? "",
  state: draft.state,
  email: draft.email,
  mobile: draft.mobile ?? "",
});

/** Stores a client the contract has checked (GSTIN included). */
export async function createClient(
  db: Db,
  draft: ClientDraft,
  record?: RecordChange,
  now = new Date(),
): Promise<Client> {
  return db.transaction().execute(async (tx) => {
    const id = await insertClient(tx, clean(draft), now);
    await record?.(tx, { action: "client.create", target: `client ${id}`, detail: `Added “${draft.businessName}”` });
    return (await findClient(tx, id))!;
  });
}

/** Changes a client's details; invoices already issued keep the buyer they were issued to. */
export async function changeClient(
  db: Db,
  id: number,
  draft: ClientDraft,
  record?: RecordChange,
  now = new Date(),
): Promise<Client> {
  return db.transaction().execute(async (tx) => {
    if (!(await updateClient(tx, id, clean(draft), now))) throw new HttpError(404, m.clientNotFound);
    await record?.(tx, { action: "client.edit", target: `client ${id}`, detail: `Changed “${draft.businessName}”` });
    return (await findClient(tx, id))!;
  });
}

/**
 * A won enquiry becomes a client (issue 32): the client it already became, else the client with its
 * e-mail, else a new one with the enquirer as contact, the company (or the enquirer) as business,
 * the mobile when it is ten digits and the state when it names one. The billing address is not
 * asked on the enquiry form, so staff complete it (and the state) before the first invoice.
 */
export async function clientFromEnquiry(
  db: Db,
  enquiryId: number,
  record?: RecordChange,
  now = new Date(),
): Promise<{ client: Client; made: boolean }> {
  return db.transaction().execute(async (tx) => {
    const enquiry = await lockEnquiry(tx, enquiryId);
    if (!enquiry) throw new HttpError(404, m.enquiryNotFound);
    if (enquiry.client_id !== null) {
      const client = await findClient(tx, Number(enquiry.client_id));
      if (client) return { client, made: false };
    }
    if (enquiry.status !== "won") throw new HttpError(409, m.enquiryNotWon);
    const known = await findClientByEmail(tx, enquiry.email);
    const mobile = enquiry.contact_number.replace(/\D/g, "").replace(/^(91|0)(?=\d{10}$)/, "");
    const id =
      known?.id ??
      (await insertClient(
        tx,
        {
          businessName: enquiry.company?.trim() || enquiry.name,
          contactName: enquiry.name,
          gstin: "",
          address: "",
          city: "",
          pinCode: "",
          state: (indianStates as readonly string[]).includes(enquiry.state ?? "") ? (enquiry.state ?? "") : "",
          email: enquiry.email.toLowerCase(),
          mobile: /^\d{10}$/.test(mobile) ? mobile : "",
        },
        now,
      ));
    await updateEnquiry(tx, enquiryId, { client_id: id }, now);
    await record?.(tx, {
      action: "client.from-enquiry",
      target: `client ${id}`,
      detail: known ? `Linked enquiry ${enquiryId} to “${known.businessName}”` : `Made from enquiry ${enquiryId}`,
    });
    return { client: (await findClient(tx, id))!, made: !known };
  });
}
