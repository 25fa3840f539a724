import { formatDate } from "../../../contract/shared/format.ts";
import { formatPaise } from "../../../contract/shared/money.ts";
import type { Db } from "../../db/connection.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { currentSite } from "../../site-identity.ts";
import { serviceInvoiceDocument } from "./service-invoice-document.ts";
import type { StoredInvoice } from "./service-invoices.repository.ts";
import { taxDocumentPdf } from "./tax-document-pdf.ts";

/** The PDF's file name: the number with its slashes made safe. */
export const documentFileName = (kind: "invoice" | "credit-note", number: string) =>
  `${kind}-${number.replace(/\//g, "-")}.pdf`;

/** The client's e-mail for an issued invoice, with its PDF attached and the payment link when there is one. */
export async function queueInvoiceEmail(tx: Db, invoice: StoredInvoice, to: string, now: Date): Promise<void> {
  const site = currentSite();
  const pdf = await taxDocumentPdf(serviceInvoiceDocument(invoice));
  const number = invoice.number!;
  const due = invoice.dueDate ? formatDate(`${invoice.dueDate}T00:00:00+05:30`) : null;
  await enqueueMessage(
    tx,
    {
      channel: "email",
      to,
      subject: `Tax invoice ${number} from ${invoice.seller!.legalName}`,
      text: [
        `Dear ${invoice.buyer!.name},`,
        ``,
        `Please find attached our tax invoice ${number} for ${formatPaise(invoice.totals.totalPaise)} (GST included)${due ? `, due by ${due}` : ""}.`,
        ...(invoice.payUrl ? [``, `Pay online (UPI, cards, netbanking):`, invoice.payUrl] : []),
        ``,
        `Questions? Call ${site.phone.display} or write to ${site.emails.primary}.`,
        site.brand,
      ].join("\n"),
      attachments: [
        {
          filename: documentFileName("invoice", number),
          contentType: "application/pdf",
          base64: pdf.toString("base64"),
        },
      ],
    },
    now,
  );
}
