import {
  billingMessages as m,
  billingPaths,
  type Invoice,
  type InvoiceDraft,
  type InvoiceIssued,
  type PaymentDraft,
} from "../../../contract/console/billing.ts";
import { financialYear, invoiceNumber, servicePlaceOfSupply, type SupplyKind } from "../../../contract/rules/gst.ts";
import { priceServiceLine } from "../../../contract/rules/service-line-price.ts";
import { toPaise, toRupees } from "../../../contract/shared/money.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { currentSite } from "../../site-identity.ts";
import type { Client } from "../../../contract/console/billing.ts";
import { findClient } from "../clients/clients.repository.ts";
import { creditNoteView } from "./credit-notes.service.ts";
import { nextInvoiceSerial } from "./invoice-counter.repository.ts";
import { queueInvoiceEmail } from "./invoice-email.ts";
import { buyerOf, placeOfSupplyText } from "./service-invoice-document.ts";
import {
  addSettlement,
  creditNotesOf,
  findInvoice,
  findInvoiceByPaymentLink,
  insertDraftInvoice,
  insertPayment,
  listPayments,
  markIssued,
  saveInvoicePaymentLink,
  updateDraftInvoice,
  type DraftRow,
  type StoredInvoice,
  type StoredInvoiceLine,
} from "./service-invoices.repository.ts";
import { sumTotals } from "./tax-document.ts";
import { settle } from "./invoice-settlement.ts";

/** A payment link for an issued invoice; implemented by the payment provider (payments/), null when it takes no payment online. */
export interface InvoicePayments {
  startInvoicePayment(request: {
    invoiceId: number;
    number: string;
    amountPaise: number;
    customer: { name: string; email: string; contact?: string };
  }): Promise<{ linkId: string; url: string } | null>;
}

const notFound = () => new HttpError(404, m.invoiceNotFound);

type Supply = { kind: SupplyKind; venueState: string | null };

/**
 * The place of supply (decision 153: the general rule, or training and events where they are
 * performed or held) and CGST+SGST when it is the seller's state.
 */
function supplyOf(client: Client, supply: Supply) {
  const supplyState = servicePlaceOfSupply({
    kind: supply.kind,
    billingState: client.state,
    buyerGstin: client.gstin,
    venueState: supply.venueState,
  });
  return { supplyState, intraState: supplyState === currentSite().seller.state };
}

const supplyOfDraft = (draft: InvoiceDraft): Supply => ({
  kind: draft.supply?.kind ?? "general",
  venueState: draft.supply?.kind && draft.supply.kind !== "general" ? (draft.supply.venueState ?? null) : null,
});

/** A stored line as the draft's API took it (to price it again on issue). */
const lineDraftOf = (line: StoredInvoiceLine): InvoiceDraft["lines"][number] => ({
  description: line.description,
  sac: line.sac,
  quantity: line.quantityMilli / 1000,
  rate: toRupees(line.ratePaise),
  gstRate: line.gstRateBp / 100,
  ...(line.discount
    ? {
        discount: {
          kind: line.discount.kind,
          value: line.discount.kind === "amount" ? toRupees(line.discount.value) : line.discount.value / 100,
        },
      }
    : {}),
});

/**
 * Each line's discount, taxable value and GST from its quantity and rate, with or without GST
 * (decision 155); totals are their sums. A discount above its line is refused.
 */
function priced(
  lines: InvoiceDraft["lines"],
  inclusive: boolean,
  intraState: boolean,
): Pick<DraftRow, "lines" | "totals"> {
  const stored: StoredInvoiceLine[] = lines.map((line) => {
    const quantityMilli = Math.round(line.quantity * 1000);
    const ratePaise = toPaise(line.rate);
    const gstRateBp = Math.round(line.gstRate * 100);
    const discount = line.discount
      ? {
          kind: line.discount.kind,
          value: line.discount.kind === "amount" ? toPaise(line.discount.value) : Math.round(line.discount.value * 100),
        }
      : null;
    const price = priceServiceLine({ quantityMilli, ratePaise, gstRateBp, inclusive, discount, intraState });
    if (price === "discount-too-large") throw new HttpError(400, m.discountTooLarge, { lines: m.discountTooLarge });
    const { grossPaise: _gross, totalPaise: _total, ...figures } = price;
    return { description: line.description, sac: line.sac, quantityMilli, ratePaise, gstRateBp, discount, ...figures };
  });
  return {
    lines: stored,
    totals: sumTotals(
      stored.map((line) => ({
        ...line,
        totalPaise: line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise,
      })),
    ),
  };
}

async function draftRow(db: Db, draft: InvoiceDraft): Promise<DraftRow> {
  const client = await findClient(db, draft.clientId);
  if (!client) throw new HttpError(400, m.clientNotFound, { clientId: m.clientNotFound });
  const supply = supplyOfDraft(draft);
  const ratesIncludeGst = draft.ratesIncludeGst === true;
  return {
    clientId: client.id,
    dueDate: draft.dueDate ?? null,
    notes: draft.notes ?? "",
    ratesIncludeGst,
    supplyKind: supply.kind,
    venueState: supply.venueState,
    ...priced(draft.lines, ratesIncludeGst, supplyOf(client, supply).intraState),
  };
}

/** The invoice as the console reads it: money in rupees, with its payments and credit notes. */
export async function invoiceView(db: Db, invoice: StoredInvoice): Promise<Invoice> {
  const client = await findClient(db, invoice.clientId);
  const supply = invoice.supplyState
    ? { supplyState: invoice.supplyState, intraState: invoice.intraState }
    : client
      ? supplyOf(client, { kind: invoice.supplyKind, venueState: invoice.venueState })
      : { supplyState: "", intraState: false };
  const buyer = invoice.buyer ?? (client ? buyerOf(client) : null);
  const t = invoice.totals;
  return {
    id: invoice.id,
    status: invoice.status,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    dueDate: invoice.dueDate,
    notes: invoice.notes,
    client: {
      id: invoice.clientId,
      businessName: buyer?.name ?? "",
      gstin: buyer?.gstin ?? null,
      state: buyer?.state ?? "",
    },
    placeOfSupply: placeOfSupplyText(supply.supplyState),
    intraState: supply.intraState,
    ...(invoice.ratesIncludeGst ? { ratesIncludeGst: true as const } : {}),
    ...(invoice.supplyKind !== "general"
      ? { supply: { kind: invoice.supplyKind, venueState: invoice.venueState ?? "" } }
      : {}),
    lines: invoice.lines.map((line) => {
      const { discount, ...entered } = lineDraftOf(line);
      return {
        ...entered,
        ...(discount ? { discount: { ...discount, amount: toRupees(line.discountPaise) } } : {}),
        taxable: toRupees(line.taxablePaise),
        cgst: toRupees(line.cgstPaise),
        sgst: toRupees(line.sgstPaise),
        igst: toRupees(line.igstPaise),
        total: toRupees(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise),
      };
    }),
    taxable: toRupees(t.taxablePaise),
    cgst: toRupees(t.cgstPaise),
    sgst: toRupees(t.sgstPaise),
    igst: toRupees(t.igstPaise),
    total: toRupees(t.totalPaise),
    paid: toRupees(invoice.paidPaise),
    credited: toRupees(invoice.creditedPaise),
    due: toRupees(invoice.status === "draft" ? t.totalPaise : t.totalPaise - invoice.paidPaise - invoice.creditedPaise),
    payUrl: invoice.payUrl,
    pdfUrl: invoice.number ? billingPaths.pdf(invoice.id) : null,
    payments: (await listPayments(db, invoice.id)).map((p) => ({
      id: p.id,
      amount: toRupees(p.amountPaise),
      method: p.method,
      reference: p.reference,
      date: p.paidOn,
    })),
    creditNotes: (await creditNotesOf(db, [invoice.id])).map(creditNoteView),
  };
}

/** Stores a draft in the caller's transaction (the console's call, or a retainer's turn); answers its id. */
export async function insertDraft(tx: Db, draft: InvoiceDraft, now: Date, record?: RecordChange): Promise<number> {
  const id = await insertDraftInvoice(tx, await draftRow(tx, draft), now);
  await record?.(tx, {
    action: "invoice.draft",
    target: `invoice ${id}`,
    detail: `Drafted an invoice of ${draft.lines.length} line(s)`,
  });
  return id;
}

export async function createDraftInvoice(
  db: Db,
  draft: InvoiceDraft,
  record?: RecordChange,
  now = new Date(),
): Promise<Invoice> {
  return db.transaction().execute(async (tx) => {
    const id = await insertDraft(tx, draft, now, record);
    return invoiceView(tx, (await findInvoice(tx, id))!);
  });
}

export async function updateDraft(
  db: Db,
  id: number,
  draft: InvoiceDraft,
  record?: RecordChange,
  now = new Date(),
): Promise<Invoice> {
  return db.transaction().execute(async (tx) => {
    if (!(await findInvoice(tx, id))) throw notFound();
    if (!(await updateDraftInvoice(tx, id, await draftRow(tx, draft), now))) throw new HttpError(409, m.notDraft);
    await record?.(tx, { action: "invoice.edit", target: `invoice ${id}`, detail: `Changed the draft's lines` });
    return invoiceView(tx, (await findInvoice(tx, id))!);
  });
}

/**
 * Issues a draft: in one transaction the next serial of the year (under the counter's row lock),
 * the client and seller as they are now, and the taxes for the place of supply. Then, outside it
 * (a gateway call must not hold the counter's lock), a payment link when the provider takes
 * payments online, and the client's e-mail with the PDF through the outbox.
 */
export async function issueServiceInvoice(
  db: Db,
  id: number,
  payments: InvoicePayments,
  record?: RecordChange,
  now = new Date(),
): Promise<InvoiceIssued> {
  const issued = await db.transaction().execute(async (tx) => {
    const invoice = await findInvoice(tx, id);
    if (!invoice) throw notFound();
    if (invoice.status !== "draft") throw new HttpError(409, m.notDraft);
    const client = (await findClient(tx, invoice.clientId))!;
    // A client made from an enquiry has no billing address yet: an invoice must name one (rule 46).
    if (!client.address || !client.state) throw new HttpError(409, m.clientIncomplete);
    const { supplyState, intraState } = supplyOf(client, { kind: invoice.supplyKind, venueState: invoice.venueState });
    const { seller } = currentSite();
    const lines = priced(invoice.lines.map(lineDraftOf), invoice.ratesIncludeGst, intraState);
    const year = financialYear(now);
    const number = invoiceNumber(seller.invoicePrefix, year, await nextInvoiceSerial(tx, year));
    const issuedAt = now.toISOString();
    if (
      !(await markIssued(tx, id, {
        number,
        issuedAt,
        buyer: buyerOf(client),
        seller,
        supplyState,
        intraState,
        ...lines,
      }))
    )
      throw new HttpError(409, m.notDraft);
    await record?.(tx, {
      action: "invoice.issue",
      target: `invoice ${id}`,
      detail: `Issued ${number} to “${client.businessName}”`,
    });
    return { number, client, totalPaise: lines.totals.totalPaise };
  });

  // The invoice stands without a link: a gateway outage only means the client pays by transfer.
  const link = await payments
    .startInvoicePayment({
      invoiceId: id,
      number: issued.number,
      amountPaise: issued.totalPaise,
      customer: {
        name: issued.client.businessName,
        email: issued.client.email,
        ...(issued.client.mobile ? { contact: issued.client.mobile } : {}),
      },
    })
    .catch(() => null);
  await db.transaction().execute(async (tx) => {
    if (link) await saveInvoicePaymentLink(tx, id, link.linkId, link.url);
    await queueInvoiceEmail(tx, (await findInvoice(tx, id))!, issued.client.email, now);
  });
  return { id, number: issued.number, pdfUrl: billingPaths.pdf(id), ...(link ? { payUrl: link.url } : {}) };
}

/** A payment received against an issued invoice, by hand (bank transfer, UPI, cheque, …) or from the gateway. */
export async function recordInvoicePayment(
  db: Db,
  id: number,
  payment: PaymentDraft & { recordedBy: string | null },
  record?: RecordChange,
  now = new Date(),
): Promise<Invoice> {
  return db.transaction().execute(async (tx) => {
    const invoice = await findInvoice(tx, id);
    if (!invoice) throw notFound();
    if (!["issued", "partly_paid"].includes(invoice.status)) throw new HttpError(409, m.notPayable);
    const amountPaise = toPaise(payment.amount);
    if (!(await addSettlement(tx, id, "paid_paise", amountPaise, now)))
      throw new HttpError(400, m.overpaid, { amount: m.overpaid });
    await insertPayment(
      tx,
      id,
      {
        amountPaise,
        method: payment.method,
        reference: payment.reference,
        paidOn: payment.date,
        recordedBy: payment.recordedBy,
      },
      now,
    );
    await settle(tx, id, now);
    await record?.(tx, {
      action: "invoice.payment",
      target: `invoice ${id}`,
      detail: `Recorded ${payment.method} ${payment.reference} of ₹${payment.amount} against ${invoice.number}`,
    });
    return invoiceView(tx, (await findInvoice(tx, id))!);
  });
}

/**
 * A payment the gateway vouched for (its verified webhook) on a service invoice's link: recorded
 * as an `online` payment with the gateway's payment id as reference, once. null: not an invoice's link.
 */
export async function recordGatewayInvoicePayment(
  db: Db,
  evidence: { linkId: string; paymentId: string; amountPaise: number; currency: string },
  now = new Date(),
): Promise<"paid" | "already" | "mismatch" | null> {
  return db.transaction().execute(async (tx) => {
    const invoice = await findInvoiceByPaymentLink(tx, evidence.linkId);
    if (!invoice) return null;
    if ((await listPayments(tx, invoice.id)).some((p) => p.method === "online" && p.reference === evidence.paymentId))
      return "already";
    if (evidence.currency !== "INR" || !(await addSettlement(tx, invoice.id, "paid_paise", evidence.amountPaise, now)))
      return "mismatch";
    await insertPayment(
      tx,
      invoice.id,
      {
        amountPaise: evidence.amountPaise,
        method: "online",
        reference: evidence.paymentId,
        paidOn: now.toISOString().slice(0, 10),
        recordedBy: null,
      },
      now,
    );
    await settle(tx, invoice.id, now);
    return "paid";
  });
}
