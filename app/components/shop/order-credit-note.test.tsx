import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderCreditNote } from "./order-credit-note.tsx";

describe("OrderCreditNote", () => {
  it("names the note, its date and the invoice it credits, and links its PDF", () => {
    const html = renderToStaticMarkup(
      <OrderCreditNote
        note={{
          number: "SHRC/26-27/00003",
          date: "2026-11-27T06:30:00.000Z",
          pdfPath: "/orders/7/credit-note.pdf?key=k",
        }}
        invoiceNumber="SHR/26-27/00042"
      />,
    );
    expect(html).toContain(
      "Your refund is recorded in credit note SHRC/26-27/00003 of 27 November 2026, against tax invoice SHR/26-27/00042.",
    );
    expect(html).toContain('href="/orders/7/credit-note.pdf?key=k"');
    expect(html).toContain("Download credit note (PDF)");
  });
});
