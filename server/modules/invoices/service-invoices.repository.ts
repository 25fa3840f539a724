import { sql, type Selectable } from "kysely";
import type { InvoiceStatus, PaymentMethod } from "../../../contract/console/billing.ts";
import type { SupplyKind } from "../../../contract/rules/gst.ts";
import type { LineDiscountInput, LineDiscountKind } from "../../../contract/rules/service-line-price.ts";
import type { SellerIdentity } from "../../../contract/shared/site.ts";
import type { Db } from "../../db/connection.ts";
import type { CreditNoteLinesTable, InvoiceLinesTable, InvoicesTable } from "../../db/schema.ts";
import type { TaxDocument, TaxTotals } from "./tax-document.ts";

export type Buyer = TaxDocument["buyer"];

export interface StoredInvoiceLine extends Omit<TaxTotals, "totalPaise"> {
  description: string;
  sac: string;
  quantityMilli: number;
  /** With or without GST, as the invoice's `ratesIncludeGst` says. */
  ratePaise: number;
  gstRateBp: number;
  /** As entered (decision 155); null: none. */
  discount: LineDiscountInput | null;
  /** What the discount took off quantity × rate. */
  discountPaise: number;
}

/** A service invoice as stored: the draft's client and lines, and once issued its frozen buyer, seller and taxes. */
export interface StoredInvoice {
  id: number;
  clientId: number;
  status: InvoiceStatus;
  number: string | null;
  issuedAt: string | null;
  dueDate: string | null;
  notes: string;
  ratesIncludeGst: boolean;
  supplyKind: SupplyKind;
  venueState: string | null;
  buyer: Buyer | null;
  seller: SellerIdentity | null;
  supplyState: string | null;
  intraState: boolean;
  totals: TaxTotals;
  paidPaise: number;
  creditedPaise: number;
  payUrl: string | null;
  lines: StoredInvoiceLine[];
}

export interface StoredPayment {
  id: number;
  amountPaise: number;
  method: PaymentMethod;
  reference: string;
  paidOn: string;
}

export interface StoredCreditNote {
  id: number;
  invoiceId: number;
  number: string;
  issuedAt: string;
  reason: string;
  totals: TaxTotals;
  lines: (Omit<TaxTotals, "totalPaise"> & { description: string; sac: string; gstRateBp: number })[];
}

const totalsOf = (
  row: Pick<Selectable<InvoicesTable>, "taxable_paise" | "cgst_paise" | "sgst_paise" | "igst_paise" | "total_paise">,
): TaxTotals => ({
  taxablePaise: Number(row.taxable_paise),
  cgstPaise: Number(row.cgst_paise),
  sgstPaise: Number(row.sgst_paise),
  igstPaise: Number(row.igst_paise),
  totalPaise: Number(row.total_paise),
});

const taxesOf = (
  row: Pick<Selectable<InvoiceLinesTable>, "taxable_paise" | "cgst_paise" | "sgst_paise" | "igst_paise">,
) => ({
  taxablePaise: Number(row.taxable_paise),
  cgstPaise: Number(row.cgst_paise),
  sgstPaise: Number(row.sgst_paise),
  igstPaise: Number(row.igst_paise),
});

function toInvoice(row: Selectable<InvoicesTable>, lines: Selectable<InvoiceLinesTable>[]): StoredInvoice {
  return {
    id: Number(row.id),
    clientId: Number(row.client_id),
    status: row.status as InvoiceStatus,
    number: row.number,
    issuedAt: row.issued_at,
    dueDate: row.due_date,
    notes: row.notes,
    ratesIncludeGst: Number(row.rates_include_gst) === 1,
    supplyKind: row.supply_kind as SupplyKind,
    venueState: row.venue_state,
    buyer: row.buyer ? (JSON.parse(row.buyer) as Buyer) : null,
    seller: row.seller ? (JSON.parse(row.seller) as SellerIdentity) : null,
    supplyState: row.supply_state,
    intraState: Number(row.intra_state) === 1,
    totals: totalsOf(row),
    paidPaise: Number(row.paid_paise),
    creditedPaise: Number(row.credited_paise),
    payUrl: row.pay_url,
    lines: lines.map((line) => ({
      description: line.description,
      sac: line.sac,
      quantityMilli: Number(line.quantity_milli),
      ratePaise: Number(line.rate_paise),
      gstRateBp: Number(line.gst_rate_bp),
      discount: line.discount_kind
        ? { kind: line.discount_kind as LineDiscountKind, value: Number(line.discount_value) }
        : null,
      discountPaise: Number(line.discount_paise),
      ...taxesOf(line),
    })),
  };
}

async function withLines(db: Db, rows: Selectable<InvoicesTable>[]): Promise<StoredInvoice[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom("invoice_lines")
    .selectAll()
    .where(
      "invoice_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("invoice_id")
    .orderBy("position")
    .execute();
  return rows.map((row) =>
    toInvoice(
      row,
      lines.filter((line) => Number(line.invoice_id) === Number(row.id)),
    ),
  );
}

async function insertLines(db: Db, invoiceId: number, lines: readonly StoredInvoiceLine[]): Promise<void> {
  await db
    .insertInto("invoice_lines")
    .values(
      lines.map((line, i) => ({
        invoice_id: invoiceId,
        position: i + 1,
        description: line.description,
        sac: line.sac,
        quantity_milli: line.quantityMilli,
        rate_paise: line.ratePaise,
        gst_rate_bp: line.gstRateBp,
        taxable_paise: line.taxablePaise,
        cgst_paise: line.cgstPaise,
        sgst_paise: line.sgstPaise,
        igst_paise: line.igstPaise,
        discount_kind: line.discount?.kind ?? null,
        discount_value: line.discount?.value ?? null,
        discount_paise: line.discountPaise,
      })),
    )
    .execute();
}

export interface DraftRow {
  clientId: number;
  dueDate: string | null;
  notes: string;
  ratesIncludeGst: boolean;
  supplyKind: SupplyKind;
  venueState: string | null;
  lines: StoredInvoiceLine[];
  totals: TaxTotals;
}

export async function insertDraftInvoice(db: Db, draft: DraftRow, now: Date): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto("invoices")
    .values({
      client_id: draft.clientId,
      status: "draft",
      due_date: draft.dueDate,
      notes: draft.notes,
      rates_include_gst: draft.ratesIncludeGst ? 1 : 0,
      supply_kind: draft.supplyKind,
      venue_state: draft.venueState,
      taxable_paise: draft.totals.taxablePaise,
      cgst_paise: draft.totals.cgstPaise,
      sgst_paise: draft.totals.sgstPaise,
      igst_paise: draft.totals.igstPaise,
      total_paise: draft.totals.totalPaise,
      paid_paise: 0,
      credited_paise: 0,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertLines(db, Number(id), draft.lines);
  return Number(id);
}

/** Replaces a draft's client, lines and totals; false when it is no longer a draft. */
export async function updateDraftInvoice(db: Db, id: number, draft: DraftRow, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("invoices")
    .set({
      client_id: draft.clientId,
      due_date: draft.dueDate,
      notes: draft.notes,
      rates_include_gst: draft.ratesIncludeGst ? 1 : 0,
      supply_kind: draft.supplyKind,
      venue_state: draft.venueState,
      taxable_paise: draft.totals.taxablePaise,
      cgst_paise: draft.totals.cgstPaise,
      sgst_paise: draft.totals.sgstPaise,
      igst_paise: draft.totals.igstPaise,
      total_paise: draft.totals.totalPaise,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) return false;
  await db.deleteFrom("invoice_lines").where("invoice_id", "=", id).execute();
  await insertLines(db, id, draft.lines);
  return true;
}

export async function findInvoice(db: Db, id: number): Promise<StoredInvoice | null> {
  const row = await db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await withLines(db, [row]))[0]! : null;
}

/** Newest first. */
export async function listInvoices(db: Db): Promise<StoredInvoice[]> {
  return withLines(db, await db.selectFrom("invoices").selectAll().orderBy("id", "desc").execute());
}

/** Issued invoices dated in [from, to) (ISO instants), by number: the service part of GSTR-1. */
export async function listIssuedInvoices(db: Db, from: string, to: string): Promise<StoredInvoice[]> {
  const rows = await db
    .selectFrom("invoices")
    .selectAll()
    .where("issued_at", ">=", from)
    .where("issued_at", "<", to)
    .orderBy("issued_at")
    .orderBy("id")
    .execute();
  return withLines(db, rows);
}

export interface IssuedFacts {
  number: string;
  issuedAt: string;
  buyer: Buyer;
  seller: SellerIdentity;
  supplyState: string;
  intraState: boolean;
  lines: StoredInvoiceLine[];
  totals: TaxTotals;
}

/** Freezes a draft as issued; false when it was not a draft any more (issued by someone else meanwhile). */
export async function markIssued(db: Db, id: number, facts: IssuedFacts): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("invoices")
    .set({
      status: "issued",
      number: facts.number,
      issued_at: facts.issuedAt,
      buyer: JSON.stringify(facts.buyer),
      seller: JSON.stringify(facts.seller),
      supply_state: facts.supplyState,
      intra_state: facts.intraState ? 1 : 0,
      taxable_paise: facts.totals.taxablePaise,
      cgst_paise: facts.totals.cgstPaise,
      sgst_paise: facts.totals.sgstPaise,
      igst_paise: facts.totals.igstPaise,
      total_paise: facts.totals.totalPaise,
      updated_at: facts.issuedAt,
    })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) return false;
  await db.deleteFrom("invoice_lines").where("invoice_id", "=", id).execute();
  await insertLines(db, id, facts.lines);
  return true;
}

export type ReminderKind = "before" | "after";
const remindedColumn = { before: "reminded_before_at", after: "reminded_after_at" } as const;
const unsettled = ["issued", "partly_paid"];

/**
 * Issued invoices still owed whose due date is in [dueFrom, dueTo] and whose reminder of this kind
 * is not queued, issued before `issuedBefore` (an invoice just e-mailed needs no reminder yet).
 */
export async function invoicesToRemind(
  db: Db,
  kind: ReminderKind,
  range: { dueFrom: string; dueTo: string; issuedBefore: string },
): Promise<StoredInvoice[]> {
  const rows = await db
    .selectFrom("invoices")
    .selectAll()
    .where("status", "in", unsettled)
    .where(sql<boolean>`paid_paise + credited_paise < total_paise`)
    .where(remindedColumn[kind], "is", null)
    .where("due_date", ">=", range.dueFrom)
    .where("due_date", "<=", range.dueTo)
    .where("issued_at", "<", range.issuedBefore)
    .orderBy("id")
    .execute();
  return withLines(db, rows);
}

/** Takes an invoice's reminder of this kind while it is still owed; false when taken already or settled. */
export async function claimReminder(db: Db, id: number, kind: ReminderKind, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("invoices")
    .set({ [remindedColumn[kind]]: now.toISOString() })
    .where("id", "=", id)
    .where(remindedColumn[kind], "is", null)
    .where("status", "in", unsettled)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/** Deletes the clients' drafts (never issued, so of no tax meaning); answers how many. */
export async function deleteDraftsOf(db: Db, clientIds: readonly number[]): Promise<number> {
  if (clientIds.length === 0) return 0;
  const drafts = db
    .selectFrom("invoices")
    .select("id")
    .where("client_id", "in", clientIds)
    .where("status", "=", "draft");
  await db.deleteFrom("invoice_lines").where("invoice_id", "in", drafts).execute();
  const { numDeletedRows } = await db
    .deleteFrom("invoices")
    .where("client_id", "in", clientIds)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(numDeletedRows);
}

export async function saveInvoicePaymentLink(db: Db, id: number, linkId: string, url: string): Promise<void> {
  await db.updateTable("invoices").set({ payment_link_id: linkId, pay_url: url }).where("id", "=", id).execute();
}

export async function findInvoiceByPaymentLink(db: Db, linkId: string): Promise<StoredInvoice | null> {
  const row = await db.selectFrom("invoices").selectAll().where("payment_link_id", "=", linkId).executeTakeFirst();
  return row ? (await withLines(db, [row]))[0]! : null;
}

/**
 * Adds a payment (while payments and credits together stay within the total) or a credit (while
 * the credits stay within it: a paid invoice may still be credited, the refund is then due) to an
 * issued invoice, in one conditional UPDATE, so two staff recording at once never exceed it.
 */
export async function addSettlement(
  db: Db,
  id: number,
  kind: "paid_paise" | "credited_paise",
  amountPaise: number,
  now: Date,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("invoices")
    .set((eb) => ({ [kind]: eb(kind, "+", amountPaise), updated_at: now.toISOString() }))
    .where("id", "=", id)
    .where("status", "in", ["issued", "partly_paid", "paid"])
    .where(
      kind === "paid_paise"
        ? sql<boolean>`paid_paise + credited_paise + ${amountPaise} <= total_paise`
        : sql<boolean>`credited_paise + ${amountPaise} <= total_paise`,
    )
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

export async function setInvoiceStatus(db: Db, id: number, status: InvoiceStatus, now: Date): Promise<void> {
  await db.updateTable("invoices").set({ status, updated_at: now.toISOString() }).where("id", "=", id).execute();
}

export async function insertPayment(
  db: Db,
  invoiceId: number,
  payment: { amountPaise: number; method: PaymentMethod; reference: string; paidOn: string; recordedBy: string | null },
  now: Date,
): Promise<number> {
  const { id } = await db
    .insertInto("invoice_payments")
    .values({
      invoice_id: invoiceId,
      amount_paise: payment.amountPaise,
      method: payment.method,
      reference: payment.reference,
      paid_on: payment.paidOn,
      recorded_at: now.toISOString(),
      recorded_by: payment.recordedBy,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function listPayments(db: Db, invoiceId: number): Promise<StoredPayment[]> {
  const rows = await db
    .selectFrom("invoice_payments")
    .selectAll()
    .where("invoice_id", "=", invoiceId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    amountPaise: Number(row.amount_paise),
    method: row.method as PaymentMethod,
    reference: row.reference,
    paidOn: row.paid_on,
  }));
}

export async function insertCreditNote(db: Db, note: Omit<StoredCreditNote, "id">): Promise<number> {
  const { id } = await db
    .insertInto("credit_notes")
    .values({
      invoice_id: note.invoiceId,
      number: note.number,
      issued_at: note.issuedAt,
      reason: note.reason,
      taxable_paise: note.totals.taxablePaise,
      cgst_paise: note.totals.cgstPaise,
      sgst_paise: note.totals.sgstPaise,
      igst_paise: note.totals.igstPaise,
      total_paise: note.totals.totalPaise,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("credit_note_lines")
    .values(
      note.lines.map((line, i) => ({
        credit_note_id: Number(id),
        position: i + 1,
        description: line.description,
        sac: line.sac,
        gst_rate_bp: line.gstRateBp,
        taxable_paise: line.taxablePaise,
        cgst_paise: line.cgstPaise,
        sgst_paise: line.sgstPaise,
        igst_paise: line.igstPaise,
      })),
    )
    .execute();
  return Number(id);
}

async function creditNotesWhere(
  db: Db,
  where: { invoiceIds?: readonly number[]; id?: number; from?: string; to?: string },
): Promise<StoredCreditNote[]> {
  let query = db.selectFrom("credit_notes").selectAll().orderBy("issued_at").orderBy("id");
  if (where.invoiceIds) {
    if (where.invoiceIds.length === 0) return [];
    query = query.where("invoice_id", "in", [...where.invoiceIds]);
  }
  if (where.id !== undefined) query = query.where("id", "=", where.id);
  if (where.from !== undefined) query = query.where("issued_at", ">=", where.from);
  if (where.to !== undefined) query = query.where("issued_at", "<", where.to);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const lines: Selectable<CreditNoteLinesTable>[] = await db
    .selectFrom("credit_note_lines")
    .selectAll()
    .where(
      "credit_note_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    invoiceId: Number(row.invoice_id),
    number: row.number,
    issuedAt: row.issued_at,
    reason: row.reason,
    totals: totalsOf(row),
    lines: lines
      .filter((line) => Number(line.credit_note_id) === Number(row.id))
      .map((line) => ({
        description: line.description,
        sac: line.sac,
        gstRateBp: Number(line.gst_rate_bp),
        ...taxesOf(line),
      })),
  }));
}

export const creditNotesOf = (db: Db, invoiceIds: readonly number[]) => creditNotesWhere(db, { invoiceIds });
export const findCreditNote = async (db: Db, id: number) => (await creditNotesWhere(db, { id }))[0] ?? null;
/** Credit notes dated in [from, to): GSTR-1's CDNR and the B2CS adjustments. */
export const listCreditNotesIssued = (db: Db, from: string, to: string) => creditNotesWhere(db, { from, to });
