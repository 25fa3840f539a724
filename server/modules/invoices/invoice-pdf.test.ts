import { describe, expect, it } from "vitest";
import type { OrderInvoice, OrderPageLine } from "../../../contract/shop/order-page.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { invoicePdf } from "./invoice-pdf.ts";

const invoice = (intraState: boolean): OrderInvoice => ({
  number: "SHR/26-27/00007",
  date: "2026-11-24T10:00:00.000Z",
  seller: defaultSite.seller,
  buyer: {
    name: "Asha (Verma)",
    addressLines: ["12 MG Road", "Pune 411001"],
    state: "Maharashtra",
    stateCode: "27",
    gstin: "27AAPFU0939F1ZV",
  },
  placeOfSupply: "Maharashtra (27)",
  intraState,
  totals: { taxable: 422.88, cgst: 0, sgst: 0, igst: 76.12, total: 499 },
});

const line = (n: number): OrderPageLine => ({
  title: `Leave Policy Template ₹ edition ${n}`,
  quantity: 1,
  unitPrice: 499,
  lineTotal: 499,
  sacCode: "998439",
  gstRate: 18,
  taxable: 422.88,
  cgst: 0,
  sgst: 0,
  igst: 76.12,
});

/** Every xref entry must point at its "N 0 obj" line, or readers call the file damaged. */
function checkXref(pdf: Buffer): number {
  const text = pdf.toString("latin1");
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  const table = text.slice(start).split("\n");
  expect(table[0]).toBe("xref");
  const count = Number(table[1]!.split(" ")[1]);
  for (let id = 1; id < count; id++) {
    const offset = Number(table[2 + id]!.slice(0, 10));
    expect(text.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`);
  }
  return count;
}

describe("invoicePdf", () => {
  it("writes a valid PDF with the invoice's facts", () => {
    const pdf = invoicePdf(invoice(false), [line(1), line(2)]);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    checkXref(pdf);
    for (const fact of ["SHR/26-27/00007", defaultSite.seller.gstin, "27AAPFU0939F1ZV", "IGST", "Maharashtra \\(27\\)"])
      expect(text).toContain(fact);
    expect(text).toContain("Asha \\(Verma\\)");
    expect(text).toContain("Rs. 499.00");
    expect(text).not.toContain("CGST");
  });

  it("shows CGST and SGST within the seller's state and breaks long orders across pages", () => {
    const pdf = invoicePdf(
      invoice(true),
      Array.from({ length: 100 }, (_, i) => line(i)),
    );
    const text = pdf.toString("latin1");
    expect(text).toContain("CGST");
    expect(Number(/\/Count (\d+)/.exec(text)![1])).toBeGreaterThan(2);
    checkXref(pdf);
  });
});
