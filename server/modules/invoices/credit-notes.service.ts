import { billingMessages as m, billingPaths, type CreditNoteDraft } from "../../../contract/console/billing.ts";
import type * as z from "zod/mini";
import type { creditNoteSchema } from "../../../contract/console/billing.schema.ts";
import { financialYear, invoiceNumber } from "../../../contract/rules/gst.ts";
import { taxableWithin, taxOnTaxable } from "../../../contract/rules/tax-exclusive.ts";
import { toPaise, toRupees } from "../../../contract/shared/money.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { nextSerial } from "./invoice-counter.repository.ts";
import { settle } from "./invoice-settlement.ts";
import {
  addSettlement,
  findCreditNote,
  findInvoice,
  insertCreditNote,
  type StoredCreditNote,
  type StoredInvoice,
} from "./service-invoices.repository.ts";
import { sumTotals } from "./tax-document.ts";

type CreditNoteView = z.infer<typeof creditNoteSchema>;
type CreditLine = StoredCreditNote["lines"][number];

export function creditNoteView(note: StoredCreditNote): CreditNoteView {
  const t = note.totals;
  return {
    id: note.id,
    number: note.number,
    date: note.issuedAt,
    reason: note.reason,
    pdfUrl: billingPaths.creditNotePdf(note.id),
    taxable: toRupees(t.taxablePaise),
    cgst: toRupees(t.cgstPaise),
    sgst: toRupees(t.sgstPaise),
    igst: toRupees(t.igstPaise),
    total: toRupees(t.totalPaise),
  };
}

const lineTotal = (line: Omit<CreditLine, "description" | "sac" | "gstRateBp">) =>
  line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;

/**
 * The credited lines: a GST-inclusive `amount` shared among the invoice's lines in proportion to
 * their totals (the last line takes the remainder, and each share's tax is taken out of it), or
 * taxable values on chosen lines with the tax at their rates, or, with neither, what remains.
 */
function creditLines(invoice: StoredInvoice, draft: CreditNoteDraft, remainingPaise: number): CreditLine[] {
  const { intraState } = invoice;
  const on = (i: number, taxablePaise: number): CreditLine => {
    const line = invoice.lines[i]!;
    const { totalPaise: _total, ...tax } = taxOnTaxable(taxablePaise, line.gstRateBp, intraState);
    return { description: line.description, sac: line.sac, gstRateBp: line.gstRateBp, ...tax };
  };
  if (draft.lines) {
    return draft.lines.map(({ line, taxable }) => {
      if (line > invoice.lines.length) throw new HttpError(400, m.lineInvalid, { lines: m.lineInvalid });
      return on(line - 1, toPaise(taxable));
    });
  }
  const amountPaise = draft.amount === undefined ? remainingPaise : toPaise(draft.amount);
  if (amountPaise > remainingPaise) throw new HttpError(400, m.overCredited, { amount: m.overCredited });
  const totals = invoice.lines.map((line) => lineTotal(line));
  const whole = totals.reduce((a, b) => a + b, 0);
  let left = amountPaise;
  const lines: CreditLine[] = [];
  invoice.lines.forEach((line, i) => {
    const share = i === invoice.lines.length - 1 ? left : Math.floor((amountPaise * totals[i]!) / whole);
    left -= share;
    if (share > 0) lines.push(on(i, taxableWithin(share, line.gstRateBp, intraState)));
  });
  return lines;
}

/**
 * A credit note against an issued invoice (CGST Act s. 34, Rules 53), in its own serial series of
 * the financial year; never more than what the invoice has left after payments' due and earlier notes.
 */
export async function issueCreditNote(
  db: Db,
  invoiceId: number,
  draft: CreditNoteDraft,
  record?: RecordChange,
  now = new Date(),
): Promise<CreditNoteView> {
  return db.transaction().execute(async (tx) => {
    const invoice = await findInvoice(tx, invoiceId);
    if (!invoice) throw new HttpError(404, m.invoiceNotFound);
    if (!invoice.number || invoice.status === "draft" || invoice.status === "cancelled")
      throw new HttpError(409, m.notCreditable);
    const remaining = invoice.totals.totalPaise - invoice.creditedPaise;
    const lines = creditLines(invoice, draft, remaining);
    const totals = sumTotals(lines.map((line) => ({ ...line, totalPaise: lineTotal(line) })));
    if (totals.totalPaise <= 0) throw new HttpError(400, m.amountInvalid, { amount: m.amountInvalid });
    if (!(await addSettlement(tx, invoiceId, "credited_paise", totals.totalPaise, now)))
      throw new HttpError(400, m.overCredited, { amount: m.overCredited });
    const year = financialYear(now);
    const prefix = `${invoice.seller!.invoicePrefix}C`;
    const number = invoiceNumber(prefix, year, await nextSerial(tx, "credit_note_counters", year));
    const id = await insertCreditNote(tx, {
      invoiceId,
      number,
      issuedAt: now.toISOString(),
      reason: draft.reason,
      totals,
      lines,
    });
    await settle(tx, invoiceId, now);
    await record?.(tx, {
      action: "invoice.credit-note",
      target: `invoice ${invoiceId}`,
      detail: `Issued credit note ${number} of ₹${toRupees(totals.totalPaise)} against ${invoice.number}: ${draft.reason}`,
    });
    return creditNoteView((await findCreditNote(tx, id))!);
  });
}
