import { describe, expect, it } from "vitest";
import type { OrderInvoice, OrderPageLine } from "../../../contract/shop/order-page.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { checkPdf } from "../../../tests/setup/pdf-tools.ts";
import { invoicePdf } from "./invoice-pdf.ts";

const invoice = (intraState: boolean): OrderInvoice => ({
  number: "SHR/26-27/00007",
  date: "2026-11-24T10:00:00.000Z",
  seller: defaultSite.seller,
  buyer: {
    name: "आशा वर्मा (Asha Verma)",
    addressLines: ["12 MG Road", "Pune 411001"],
    state: "Maharashtra",
    stateCode: "27",
    gstin: "27AAPFU0939F1ZV",
  },
  placeOfSupply: "Maharashtra (27)",
  intraState,
  totals: intraState
    ? { taxable: 42288, cgst: 3806, sgst: 3806, igst: 0, total: 49900 }
    : { taxable: 845.76, cgst: 0, sgst: 0, igst: 152.24, total: 998 },
});

const line = (n: number, intraState = false): OrderPageLine => ({
  title: `Leave Policy Template edition ${n}`,
  quantity: 1,
  unitPrice: 499,
  lineTotal: 499,
  sacCode: "998439",
  gstRate: 18,
  taxable: 422.88,
  cgst: intraState ? 38.06 : 0,
  sgst: intraState ? 38.06 : 0,
  igst: intraState ? 0 : 76.12,
});

describe("invoicePdf", () => {
  it("writes a PDF that qpdf finds sound, with an embedded font whose text extracts: ₹, Devanagari, the facts", async () => {
    const pdf = await invoicePdf(invoice(false), [line(1), line(2)]);
    expect(pdf.subarray(0, 8).toString()).toBe("%PDF-1.4");
    const { text } = checkPdf(pdf);
    for (const fact of [
      "SHR/26-27/00007",
      defaultSite.seller.gstin,
      "27AAPFU0939F1ZV",
      "IGST",
      "Maharashtra (27)",
      "(Asha Verma)",
      "आशा",
      "₹998.00",
      "Rupees Nine Hundred Ninety Eight only",
      "Authorised signatory",
    ])
      expect(text).toContain(fact);
    expect(text).not.toContain("CGST");
    expect(pdf.toString("latin1")).toMatch(/\/FontFile2/);
  });

  it("shows CGST and SGST within the seller's state and breaks long orders across pages", async () => {
    const pdf = await invoicePdf(
      invoice(true),
      Array.from({ length: 100 }, (_, i) => line(i, true)),
    );
    const { text } = checkPdf(pdf);
    expect(text).toContain("CGST");
    expect(text).toContain("SGST");
    expect(text.split("\f").filter((page) => page.trim()).length).toBeGreaterThan(2);
    expect(text).toContain("Rupees Forty Nine Thousand Nine Hundred only");
  });
});
