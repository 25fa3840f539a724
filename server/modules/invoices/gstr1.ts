// GSTR-1 in the JSON shape the GST offline tool imports (issue 32, decision 150), built from the
// documents as issued: every figure is a sum of what the PDFs print, to the paisa.
import { gstStateCodes } from "../../../contract/rules/gst.ts";
import type { TaxTotals } from "./tax-document.ts";

export interface GstLine extends Omit<TaxTotals, "totalPaise"> {
  sac: string;
  rateBp: number;
}

/** A tax invoice (shop or service) or a credit note, reduced to what GSTR-1 reports. */
export interface GstDocument {
  kind: "invoice" | "credit-note";
  number: string;
  /** ISO instant. */
  date: string;
  buyerName: string;
  buyerGstin: string | null;
  supplyState: string;
  intraState: boolean;
  lines: GstLine[];
  totalPaise: number;
  /** A credit note's invoice: its number, date and total (which decides B2CL or B2CS). */
  against?: { number: string; date: string; totalPaise: number };
}

/** Inter-State supplies to unregistered buyers above ₹1 lakh are B2CL (notification 12/2024-CT, from 1 August 2024). */
export const B2CL_THRESHOLD_PAISE = 100_000_00;

const rupees = (paise: number) => Math.round(paise) / 100;
const pos = (state: string) => gstStateCodes[state] ?? "97";
/** dd-mm-yyyy in Indian time, as the portal writes dates. */
export function portalDate(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + 330 * 60_000);
  return `${String(ist.getUTCDate()).padStart(2, "0")}-${String(ist.getUTCMonth() + 1).padStart(2, "0")}-${ist.getUTCFullYear()}`;
}

/** One item per rate: the portal reports taxable value and tax by rate within a document. */
function items(lines: readonly GstLine[]) {
  const byRate = new Map<number, GstLine>();
  for (const line of lines) {
    const sum = byRate.get(line.rateBp);
    byRate.set(
      line.rateBp,
      sum
        ? {
            ...sum,
            taxablePaise: sum.taxablePaise + line.taxablePaise,
            cgstPaise: sum.cgstPaise + line.cgstPaise,
            sgstPaise: sum.sgstPaise + line.sgstPaise,
            igstPaise: sum.igstPaise + line.igstPaise,
          }
        : { ...line },
    );
  }
  return [...byRate.values()].map((line, i) => ({
    num: i + 1,
    itm_det: {
      rt: line.rateBp / 100,
      txval: rupees(line.taxablePaise),
      iamt: rupees(line.igstPaise),
      camt: rupees(line.cgstPaise),
      samt: rupees(line.sgstPaise),
      csamt: 0,
    },
  }));
}

const isB2cl = (doc: { buyerGstin: string | null; intraState: boolean }, invoiceTotal: number) =>
  !doc.buyerGstin && !doc.intraState && invoiceTotal > B2CL_THRESHOLD_PAISE;

/** Groups by a key, keeping the first-seen order. */
function groupBy<T>(list: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The return for a period: B2B, B2CL, B2CS, CDNR, CDNUR, the HSN/SAC summary and the documents issued. */
export function gstr1(sellerGstin: string, fp: string, documents: readonly GstDocument[]) {
  const invoices = documents.filter((d) => d.kind === "invoice");
  const notes = documents.filter((d) => d.kind === "credit-note");
  const b2b = invoices.filter((d) => d.buyerGstin);
  const b2cl = invoices.filter((d) => isB2cl(d, d.totalPaise));
  const b2csDocs = documents.filter(
    (d) => !d.buyerGstin && !isB2cl(d, d.kind === "invoice" ? d.totalPaise : d.against!.totalPaise),
  );
  const cdnr = notes.filter((d) => d.buyerGstin);
  const cdnur = notes.filter((d) => isB2cl(d, d.against!.totalPaise));

  // B2CS: net of the credit notes against such invoices, per supply type, place of supply and rate.
  const b2cs = new Map<string, { sply_ty: string; pos: string; typ: string; rt: number; t: TaxTotals }>();
  for (const doc of b2csDocs) {
    const sign = doc.kind === "invoice" ? 1 : -1;
    for (const line of doc.lines) {
      const key = `${doc.intraState}|${doc.supplyState}|${line.rateBp}`;
      const row = b2cs.get(key) ?? {
        sply_ty: doc.intraState ? "INTRA" : "INTER",
        pos: pos(doc.supplyState),
        typ: "OE",
        rt: line.rateBp / 100,
        t: { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
      };
      row.t.taxablePaise += sign * line.taxablePaise;
      row.t.cgstPaise += sign * line.cgstPaise;
      row.t.sgstPaise += sign * line.sgstPaise;
      row.t.igstPaise += sign * line.igstPaise;
      b2cs.set(key, row);
    }
  }

  // Table 12: by SAC and rate, registered and unregistered buyers apart, credit notes deducted.
  const hsn = (registered: boolean) => {
    const rows = new Map<string, GstLine>();
    for (const doc of documents.filter((d) => Boolean(d.buyerGstin) === registered)) {
      const sign = doc.kind === "invoice" ? 1 : -1;
      for (const line of doc.lines) {
        const key = `${line.sac}|${line.rateBp}`;
        const row = rows.get(key) ?? {
          sac: line.sac,
          rateBp: line.rateBp,
          taxablePaise: 0,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: 0,
        };
        row.taxablePaise += sign * line.taxablePaise;
        row.cgstPaise += sign * line.cgstPaise;
        row.sgstPaise += sign * line.sgstPaise;
        row.igstPaise += sign * line.igstPaise;
        rows.set(key, row);
      }
    }
    return [...rows.values()].map((row, i) => ({
      num: i + 1,
      hsn_sc: row.sac,
      uqc: "NA",
      qty: 0,
      rt: row.rateBp / 100,
      txval: rupees(row.taxablePaise),
      iamt: rupees(row.igstPaise),
      camt: rupees(row.cgstPaise),
      samt: rupees(row.sgstPaise),
      csamt: 0,
    }));
  };

  const range = (docs: readonly GstDocument[]) => {
    const numbers = docs.map((d) => d.number).sort();
    return numbers.length
      ? [
          {
            num: 1,
            from: numbers[0]!,
            to: numbers.at(-1)!,
            totnum: numbers.length,
            cancel: 0,
            net_issue: numbers.length,
          },
        ]
      : [];
  };

  return {
    gstin: sellerGstin,
    fp,
    b2b: [...groupBy(b2b, (d) => d.buyerGstin!)].map(([ctin, docs]) => ({
      ctin,
      inv: docs.map((d) => ({
        inum: d.number,
        idt: portalDate(d.date),
        val: rupees(d.totalPaise),
        pos: pos(d.supplyState),
        rchrg: "N",
        inv_typ: "R",
        itms: items(d.lines),
      })),
    })),
    b2cl: [...groupBy(b2cl, (d) => pos(d.supplyState))].map(([place, docs]) => ({
      pos: place,
      inv: docs.map((d) => ({
        inum: d.number,
        idt: portalDate(d.date),
        val: rupees(d.totalPaise),
        itms: items(d.lines),
      })),
    })),
    b2cs: [...b2cs.values()].map(({ t, ...row }) => ({
      ...row,
      txval: rupees(t.taxablePaise),
      iamt: rupees(t.igstPaise),
      camt: rupees(t.cgstPaise),
      samt: rupees(t.sgstPaise),
      csamt: 0,
    })),
    cdnr: [...groupBy(cdnr, (d) => d.buyerGstin!)].map(([ctin, docs]) => ({
      ctin,
      nt: docs.map((d) => ({
        ntty: "C",
        nt_num: d.number,
        nt_dt: portalDate(d.date),
        val: rupees(d.totalPaise),
        pos: pos(d.supplyState),
        rchrg: "N",
        inv_typ: "R",
        itms: items(d.lines),
      })),
    })),
    cdnur: cdnur.map((d) => ({
      typ: "B2CL",
      ntty: "C",
      nt_num: d.number,
      nt_dt: portalDate(d.date),
      val: rupees(d.totalPaise),
      pos: pos(d.supplyState),
      itms: items(d.lines),
    })),
    hsn: { hsn_b2b: hsn(true), hsn_b2c: hsn(false) },
    doc_issue: {
      doc_det: [
        { doc_num: 1, doc_typ: "Invoices for outward supply", docs: range(invoices) },
        { doc_num: 5, doc_typ: "Credit Note", docs: range(notes) },
      ].filter((det) => det.docs.length > 0),
    },
  };
}

export type Gstr1 = ReturnType<typeof gstr1>;
