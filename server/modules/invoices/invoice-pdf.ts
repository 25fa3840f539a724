import { formatDate, formatInr } from "../../../contract/shared/format.ts";
import type { OrderInvoice, OrderPageLine } from "../../../contract/shop/order-page.ts";
import { pdfPage, textWidth, writePdf, type PdfPage } from "./pdf-writer.ts";

const MARGIN = 40;
const RIGHT = pdfPage.width - MARGIN;
const ROW = 16;
const BOTTOM = pdfPage.height - 60;
const money = (rupees: number | null) => (rupees === null ? "" : formatInr(rupees));

/** Shortens a description to fit its column. */
function fit(text: string, width: number, size: number): string {
  if (textWidth(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

/** The invoice page by page: the same facts as the printed one (app/components/shop/invoice-view.tsx). */
export function invoicePdf(invoice: OrderInvoice, lines: readonly OrderPageLine[]): Buffer {
  const pages: PdfPage[] = [];
  let page: PdfPage = { texts: [], rules: [] };
  pages.push(page);
  let y = MARGIN + 10;
  const text = (x: number, t: string, options: { bold?: boolean; size?: number; alignRight?: boolean } = {}) =>
    page.texts.push({ x, y, text: t, ...options });
  const rule = () => page.rules.push({ x1: MARGIN, y1: y, x2: RIGHT, y2: y });

  text(MARGIN, "Tax Invoice", { bold: true, size: 18 });
  text(RIGHT, `Invoice ${invoice.number}`, { bold: true, size: 11, alignRight: true });
  y += ROW + 2;
  text(RIGHT, `Date: ${formatDate(invoice.date) ?? ""}`, { alignRight: true });
  y += ROW;

  const { seller, buyer } = invoice;
  const left = [
    seller.legalName,
    ...seller.addressLines,
    `${seller.city} ${seller.postalCode}, ${seller.state}`,
    `GSTIN: ${seller.gstin}`,
  ];
  const right = [
    "Billed to:",
    buyer.name,
    ...buyer.addressLines,
    `${buyer.state}${buyer.stateCode ? ` (state code ${buyer.stateCode})` : ""}`,
    ...(buyer.gstin ? [`GSTIN: ${buyer.gstin}`] : []),
  ];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i]) text(MARGIN, left[i]!, { bold: i === 0 });
    if (right[i]) text(320, right[i]!, { bold: i === 1 });
    y += ROW - 2;
  }
  y += 6;
  text(MARGIN, `Place of supply: ${invoice.placeOfSupply}`);
  y += ROW + 4;

  // Columns: description, SAC, qty, taxable, rate, tax (CGST+SGST or IGST), amount.
  const taxColumns = invoice.intraState ? ["CGST", "SGST"] : ["IGST"];
  const cols = invoice.intraState
    ? { sac: 215, qty: 290, taxable: 365, rate: 400, tax: [450, 500], amount: RIGHT }
    : { sac: 250, qty: 320, taxable: 400, rate: 435, tax: [495], amount: RIGHT };
  const header = () => {
    rule();
    y += ROW - 4;
    text(MARGIN, "Description", { bold: true });
    text(cols.sac, "SAC", { bold: true });
    text(cols.qty, "Qty", { bold: true, alignRight: true });
    text(cols.taxable, "Taxable", { bold: true, alignRight: true });
    text(cols.rate, "Rate", { bold: true, alignRight: true });
    taxColumns.forEach((name, i) => text(cols.tax[i]!, name, { bold: true, alignRight: true }));
    text(cols.amount, "Amount", { bold: true, alignRight: true });
    y += 6;
    rule();
    y += ROW - 2;
  };
  header();
  for (const line of lines) {
    if (y > BOTTOM) {
      page = { texts: [], rules: [] };
      pages.push(page);
      y = MARGIN + 10;
      header();
    }
    const taxes = invoice.intraState ? [line.cgst, line.sgst] : [line.igst];
    const amount = (line.taxable ?? 0) + taxes.reduce<number>((a, b) => a + (b ?? 0), 0);
    text(MARGIN, fit(line.title, cols.sac - MARGIN - 8, 10));
    text(cols.sac, line.sacCode ?? "");
    text(cols.qty, String(line.quantity), { alignRight: true });
    text(cols.taxable, money(line.taxable), { alignRight: true });
    text(cols.rate, `${line.gstRate ?? ""}%`, { alignRight: true });
    taxes.forEach((tax, i) => text(cols.tax[i]!, money(tax), { alignRight: true }));
    text(cols.amount, money(amount), { alignRight: true });
    y += ROW;
  }
  y -= 10;
  rule();
  y += ROW - 2;
  const { totals } = invoice;
  text(MARGIN, "Total", { bold: true });
  text(cols.taxable, money(totals.taxable), { bold: true, alignRight: true });
  const taxTotals = invoice.intraState ? [totals.cgst, totals.sgst] : [totals.igst];
  taxTotals.forEach((tax, i) => text(cols.tax[i]!, money(tax), { bold: true, alignRight: true }));
  text(cols.amount, money(totals.total), { bold: true, alignRight: true });
  y += ROW * 2;
  text(MARGIN, "Prices include GST. Tax is not payable on reverse charge.", { size: 9 });
  y += ROW - 4;
  // Rule 46(q): the supplier's signature; the owner may add a scanned or digital one here.
  y += ROW * 2;
  text(RIGHT, `For ${seller.legalName}`, { alignRight: true });
  y += ROW * 2;
  text(RIGHT, "Authorised signatory", { alignRight: true });
  return writePdf(pages, `Tax invoice ${invoice.number}`);
}
