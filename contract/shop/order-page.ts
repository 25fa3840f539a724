import type { OrderStatus } from "../console/admin.ts";
import type { SellerIdentity } from "../shared/site.ts";

/** A line of the customer's order page and of its invoice; amounts in rupees. */
export interface OrderPageLine {
  title: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** From the invoice (null until it is issued). */
  sacCode: string | null;
  /** Percent, e.g. 18. */
  gstRate: number | null;
  taxable: number | null;
  cgst: number | null;
  sgst: number | null;
  igst: number | null;
}

/** The GST tax invoice of a paid order (decision 032). */
export interface OrderInvoice {
  number: string;
  /** ISO instant; shown as the date in IST. */
  date: string;
  seller: SellerIdentity;
  buyer: { name: string; addressLines: string[]; state: string; stateCode: string | null; gstin: string | null };
  /** Where the recipient is (IGST Act s. 12(2)): a registered buyer's GSTIN state, else the billing state. */
  placeOfSupply: string;
  /** CGST+SGST when the place of supply is the seller's state, IGST otherwise. */
  intraState: boolean;
  totals: { taxable: number; cgst: number; sgst: number; igst: number; total: number };
}

/** A file the customer bought, with its signed link while downloads last. */
export interface OrderDownload {
  fileId: number;
  title: string;
  fileName: string;
  /** Null when the link has expired or the downloads are used up. */
  url: string | null;
  remaining: number;
}

/** What `/orders/{id}?key=…` shows: no account, the key in the link is the only way in. */
export interface OrderPage {
  id: number;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  lines: OrderPageLine[];
  subtotal: number;
  discount: number;
  coupon: string | null;
  total: number;
  /** While the order awaits payment: the "Pay now" link. */
  payPath: string | null;
  /** Cancelled because it was not paid in time (ORDER_PAYMENT_TIMEOUT_HOURS, decision 035). */
  paymentExpired: boolean;
  invoice: OrderInvoice | null;
  invoicePdfPath: string | null;
  /** The credit note a refund of the invoiced order issued (decision 152), with its PDF; null otherwise. */
  creditNote: { number: string; date: string; pdfPath: string } | null;
  downloads: OrderDownload[];
  /** When the download links stop working (ISO), or null without downloads. */
  downloadsExpireAt: string | null;
}

export const orderPageCopy = {
  title: "Your order",
  statusLabels: {
    new: "Received",
    processing: "Being processed",
    awaiting_payment: "Awaiting payment",
    paid: "Paid",
    fulfilled: "Fulfilled",
    cancelled: "Cancelled",
    refunded: "Refunded",
  } satisfies Record<OrderStatus, string>,
  awaitingPayment:
    "We have not received the payment for this order yet. If a payment failed or you left the payment page, you can pay again:",
  paymentExpired:
    "This order was cancelled because it was not paid in time. Nothing was charged; to buy these templates, add them to your cart again. If you did pay, write to us with the order number and we will sort it out.",
  invoiceHeading: "Tax invoice",
  printInvoice: "Print invoice",
  downloadPdf: "Download invoice (PDF)",
  creditNoteHeading: "Credit note",
  creditNoteText: "Your refund is recorded in credit note {number} of {date}, against tax invoice {invoice}.",
  downloadCreditNote: "Download credit note (PDF)",
  downloadsHeading: "Your downloads",
  download: "Download",
  downloadsLeft: "{count} downloads left, until {date}",
  downloadsOver:
    "Your download links have expired. Write to us from the address you ordered with and we will send a new link.",
  servicesNote: "Items without a file are services: we will contact you to deliver them.",
} as const;
