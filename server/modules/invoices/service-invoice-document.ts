import { gstStateCodes, type SupplyKind } from "../../../contract/rules/gst.ts";
import { formatDate } from "../../../contract/shared/format.ts";
import { formatPaise } from "../../../contract/shared/money.ts";
import type { Client } from "../../../contract/console/billing.ts";
import type { Buyer, StoredCreditNote, StoredInvoice } from "./service-invoices.repository.ts";
import type { TaxDocument } from "./tax-document.ts";

/** The client as an invoice prints (and keeps) it. */
export function buyerOf(client: Client): Buyer {
  return {
    name: client.businessName,
    addressLines: [client.address, [client.city, client.pinCode].filter(Boolean).join(" ")].filter(Boolean),
    state: client.state,
    stateCode: gstStateCodes[client.state] ?? null,
    gstin: client.gstin,
  };
}

export const placeOfSupplyText = (state: string) =>
  `${state}${gstStateCodes[state] ? ` (${gstStateCodes[state]})` : ""}`;

/** Why the place of supply is what it is, for training and events (decision 153). */
const supplyRemark: Record<Exclude<SupplyKind, "general">, (venue: string) => string> = {
  training: (venue) => `Training performed in ${venue} (place of supply: IGST Act s. 12(5)).`,
  event_admission: (venue) => `Admission to an event held in ${venue} (place of supply: IGST Act s. 12(6)).`,
  event_organisation: (venue) => `Event organised in ${venue} (place of supply: IGST Act s. 12(7)).`,
};

/** An issued service invoice as its PDF prints it. */
export function serviceInvoiceDocument(invoice: StoredInvoice): TaxDocument {
  if (!invoice.number || !invoice.issuedAt || !invoice.buyer || !invoice.seller || !invoice.supplyState)
    throw new Error(`Invoice ${invoice.id} is not issued`);
  return {
    title: "Tax Invoice",
    number: invoice.number,
    date: invoice.issuedAt,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: placeOfSupplyText(invoice.supplyState),
    intraState: invoice.intraState,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      sac: line.sac,
      quantity: line.quantityMilli / 1000,
      ratePaise: line.ratePaise,
      gstRatePercent: line.gstRateBp / 100,
      discountPaise: line.discountPaise,
      taxablePaise: line.taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
      totalPaise: line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise,
    })),
    totals: invoice.totals,
    facts: invoice.dueDate ? [["Due date", formatDate(`${invoice.dueDate}T00:00:00+05:30`) ?? invoice.dueDate]] : [],
    remarks: [
      invoice.ratesIncludeGst
        ? "Rates include GST: each line's taxable value is worked out of its amount after discount, and GST charged on it as shown."
        : "Rates exclude GST; GST is charged as shown.",
      ...(invoice.lines.some((line) => line.discountPaise > 0)
        ? ["Discounts are shown on the invoice and taken off before GST (CGST Act s. 15(3)(a))."]
        : []),
      ...(invoice.supplyKind !== "general" && invoice.venueState
        ? [supplyRemark[invoice.supplyKind](invoice.venueState)]
        : []),
      ...(invoice.notes ? invoice.notes.split("\n").filter(Boolean) : []),
    ],
  };
}

/** A credit note against an issued invoice (CGST Rules 53): the invoice's parties, the credited lines and the reason. */
export function creditNoteDocument(note: StoredCreditNote, invoice: StoredInvoice): TaxDocument {
  const original = serviceInvoiceDocument(invoice);
  return {
    ...original,
    title: "Credit Note",
    number: note.number,
    date: note.issuedAt,
    lines: note.lines.map((line) => ({
      description: line.description,
      sac: line.sac,
      quantity: null,
      ratePaise: null,
      gstRatePercent: line.gstRateBp / 100,
      taxablePaise: line.taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
      totalPaise: line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise,
    })),
    totals: note.totals,
    facts: [
      ["Against invoice", `${invoice.number} of ${formatDate(invoice.issuedAt) ?? ""}`],
      ["Invoice value", formatPaise(invoice.totals.totalPaise)],
    ],
    remarks: [`Reason: ${note.reason}`],
  };
}
