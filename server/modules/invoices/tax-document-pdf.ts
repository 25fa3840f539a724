import { amountInWords } from "../../../contract/shared/amount-in-words.ts";
import { formatDate } from "../../../contract/shared/format.ts";
import { formatPaise, groupIndian } from "../../../contract/shared/money.ts";
import { currentSite } from "../../site-identity.ts";
import { documentLogo, documentSignature } from "./document-logo.ts";
import { A4, pdfCanvas } from "./pdf-canvas.ts";
import type { TaxDocument } from "./tax-document.ts";

const MARGIN = 40;
const RIGHT = A4.width - MARGIN;
const ROW = 15;
const BOTTOM = A4.height - 70;

/** Paise as a column figure: 29,500.00 (the ₹ sign is in the header and the totals). */
const figure = (paise: number) => `${groupIndian(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, "0")}`;
const quantity = (q: number) => String(Number(q.toFixed(3)));

/** The letterhead's logo box, in points. */
const LOGO = { width: 170, height: 44 };
/** The signature scan's box, in points, above the "Authorised signatory" line. */
const SIGNATURE = { width: 120, height: 40 };

/**
 * The columns' right edges (Description and SAC are left edges). The discount column is drawn only
 * when a line has a discount, so an invoice without one looks as it always has.
 */
function columns(intraState: boolean, discount: boolean) {
  if (discount)
    return intraState
      ? { sac: 150, qty: 212, rate: 262, discount: 310, taxable: 372, gst: 400, tax: [452, 503], total: RIGHT }
      : { sac: 180, qty: 245, rate: 300, discount: 352, taxable: 418, gst: 448, tax: [500], total: RIGHT };
  return intraState
    ? { sac: 190, qty: 258, rate: 318, discount: null, taxable: 378, gst: 408, tax: [455, 503], total: RIGHT }
    : { sac: 220, qty: 288, rate: 350, discount: null, taxable: 415, gst: 445, tax: [500], total: RIGHT };
}

/**
 * Draws a tax invoice or credit note: the firm's logo (or its name while it has none), seller,
 * buyer, place of supply, lines, totals in figures and words, signature.
 */
export async function taxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const pdf = pdfCanvas(`${document.title} ${document.number}`);
  let y = MARGIN;
  const logo = await documentLogo();
  if (logo) {
    pdf.image(MARGIN, y - 10, logo, LOGO);
    y += LOGO.height + 6;
  } else {
    pdf.text(MARGIN, y + 4, currentSite().brand, { bold: true, size: 12, maxWidth: RIGHT - MARGIN });
    y += ROW + 8;
  }
  y += 14;

  pdf.text(MARGIN, y, document.title, { bold: true, size: 18 });
  pdf.text(RIGHT, y, `${document.title === "Credit Note" ? "Note" : "Invoice"} ${document.number}`, {
    bold: true,
    size: 11,
    alignRight: true,
  });
  y += ROW + 2;
  for (const [label, value] of [["Date", formatDate(document.date) ?? ""], ...document.facts] as const) {
    pdf.text(RIGHT, y, `${label}: ${value}`, { alignRight: true });
    y += ROW - 3;
  }
  y += 6;

  const { seller, buyer } = document;
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
    if (left[i]) pdf.text(MARGIN, y, left[i]!, { bold: i === 0, maxWidth: 260 });
    if (right[i]) pdf.text(320, y, right[i]!, { bold: i === 1, maxWidth: RIGHT - 320 });
    y += ROW - 2;
  }
  y += 6;
  pdf.text(MARGIN, y, `Place of supply: ${document.placeOfSupply}`);
  y += ROW + 4;

  const taxNames = document.intraState ? ["CGST", "SGST"] : ["IGST"];
  const discounted = document.lines.some((line) => (line.discountPaise ?? 0) > 0);
  const cols = columns(document.intraState, discounted);
  const header = () => {
    pdf.rule(MARGIN, y, RIGHT);
    y += ROW - 3;
    pdf.text(MARGIN, y, "Description", { bold: true });
    pdf.text(cols.sac, y, "SAC", { bold: true });
    pdf.text(cols.qty, y, "Qty", { bold: true, alignRight: true });
    pdf.text(cols.rate, y, "Rate", { bold: true, alignRight: true });
    if (cols.discount) pdf.text(cols.discount, y, "Discount", { bold: true, alignRight: true });
    pdf.text(cols.taxable, y, "Taxable ₹", { bold: true, alignRight: true });
    pdf.text(cols.gst, y, "GST", { bold: true, alignRight: true });
    taxNames.forEach((name, i) => pdf.text(cols.tax[i]!, y, `${name} ₹`, { bold: true, alignRight: true }));
    pdf.text(cols.total, y, "Amount ₹", { bold: true, alignRight: true });
    y += 6;
    pdf.rule(MARGIN, y, RIGHT);
    y += ROW - 2;
  };
  header();
  for (const line of document.lines) {
    if (y > BOTTOM) {
      pdf.newPage();
      y = MARGIN + 10;
      header();
    }
    const taxes = document.intraState ? [line.cgstPaise, line.sgstPaise] : [line.igstPaise];
    pdf.text(MARGIN, y, line.description, { maxWidth: cols.sac - MARGIN - 8 });
    pdf.text(cols.sac, y, line.sac);
    if (line.quantity !== null) pdf.text(cols.qty, y, quantity(line.quantity), { alignRight: true });
    if (line.ratePaise !== null) pdf.text(cols.rate, y, figure(line.ratePaise), { alignRight: true });
    if (cols.discount && line.discountPaise)
      pdf.text(cols.discount, y, figure(line.discountPaise), { alignRight: true });
    pdf.text(cols.taxable, y, figure(line.taxablePaise), { alignRight: true });
    pdf.text(cols.gst, y, `${line.gstRatePercent}%`, { alignRight: true });
    taxes.forEach((tax, i) => pdf.text(cols.tax[i]!, y, figure(tax), { alignRight: true }));
    pdf.text(cols.total, y, figure(line.totalPaise), { alignRight: true });
    y += ROW;
  }
  if (y > BOTTOM - 8 * ROW) {
    pdf.newPage();
    y = MARGIN + 10;
  }
  y -= 8;
  pdf.rule(MARGIN, y, RIGHT);
  y += ROW - 2;
  const { totals } = document;
  pdf.text(MARGIN, y, "Total", { bold: true });
  if (cols.discount)
    pdf.text(cols.discount, y, figure(document.lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0)), {
      bold: true,
      alignRight: true,
    });
  pdf.text(cols.taxable, y, figure(totals.taxablePaise), { bold: true, alignRight: true });
  const taxTotals = document.intraState ? [totals.cgstPaise, totals.sgstPaise] : [totals.igstPaise];
  taxTotals.forEach((tax, i) => pdf.text(cols.tax[i]!, y, figure(tax), { bold: true, alignRight: true }));
  pdf.text(cols.total, y, figure(totals.totalPaise), { bold: true, alignRight: true });
  y += ROW + 4;
  pdf.text(
    RIGHT,
    y,
    `${document.title === "Credit Note" ? "Total credit" : "Total"}: ${formatPaise(totals.totalPaise)}`,
    {
      bold: true,
      size: 11,
      alignRight: true,
    },
  );
  y += ROW;
  pdf.text(MARGIN, y, `Amount in words: ${amountInWords(totals.totalPaise)}`, { maxWidth: RIGHT - MARGIN });
  y += ROW + 4;
  for (const remark of document.remarks) {
    pdf.text(MARGIN, y, remark, { size: 8.5, maxWidth: RIGHT - MARGIN });
    y += ROW - 3;
  }
  pdf.text(MARGIN, y, "Tax is not payable on reverse charge.", { size: 8.5 });
  // Rule 46(q): the supplier's signature block; the signatory and their scanned signature as the
  // invoice's seller named them when it was issued.
  y += ROW * 2.5;
  pdf.text(RIGHT, y, `For ${seller.legalName}`, { alignRight: true, bold: true });
  const signature = await documentSignature(seller);
  if (signature) {
    pdf.image(RIGHT - SIGNATURE.width, y + 6, signature, SIGNATURE);
    y += SIGNATURE.height + 12;
  } else y += ROW * 2.5;
  pdf.text(RIGHT, y, "Authorised signatory", { alignRight: true });
  if (seller.signatory) {
    y += ROW;
    pdf.text(RIGHT, y, `${seller.signatory.name}, ${seller.signatory.designation}`, { alignRight: true });
  }
  return pdf.end();
}
