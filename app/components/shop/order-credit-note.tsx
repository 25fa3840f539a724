import { Download } from "lucide-react";
import { formatDate } from "../../../contract/shared/format.ts";
import { orderPageCopy as copy, type OrderPage } from "../../../contract/shop/order-page.ts";
import { buttonClass } from "../ui/button.tsx";

/** A refunded order's credit note on the order page (decision 156): its number, date, the invoice it credits, its PDF. */
export function OrderCreditNote({
  note,
  invoiceNumber,
}: {
  note: NonNullable<OrderPage["creditNote"]>;
  invoiceNumber: string;
}) {
  return (
    <section className="space-y-3 print:hidden" data-testid="credit-note">
      <h2 className="text-xl font-bold">{copy.creditNoteHeading}</h2>
      <p>
        {copy.creditNoteText
          .replace("{number}", note.number)
          .replace("{date}", formatDate(note.date) ?? "")
          .replace("{invoice}", invoiceNumber)}
      </p>
      <a href={note.pdfPath} className={buttonClass("outline", "md")}>
        <Download aria-hidden="true" className="size-4" />
        {copy.downloadCreditNote}
      </a>
    </section>
  );
}
