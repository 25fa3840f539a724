import { financialYear, invoiceNumber, placeOfSupplyState, splitTax } from "../../../contract/gst.ts";
import { orderPagePath } from "../../../contract/payments.ts";
import type { Db } from "../../db/connection.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { currentSite } from "../../site-identity.ts";
import { orderPaid, orderPaidAlert } from "../../messaging/templates.ts";
import { nextInvoiceSerial } from "../orders/invoice-counter.repository.ts";
import { addOrderEvent, type OrderEventSource } from "../orders/order-events.repository.ts";
import {
  findOrderByPaymentLink,
  markPaidIfPayable,
  saveInvoice,
  type StoredOrder,
} from "../orders/orders.repository.ts";
import { DAY_MS, looksLikeEmail, type OrderLinks } from "../orders/orders.service.ts";
import { openDownloads } from "../downloads/downloads.service.ts";

/** What the gateway says was paid: checked against our order before anything changes. */
export interface PaymentEvidence {
  linkId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  source: Extract<OrderEventSource, "callback" | "webhook">;
}

/** paid: this call confirmed it; already: an earlier one did (nothing changed); the rest refuse. */
export type PaymentOutcome = "paid" | "already" | "unknown-order" | "mismatch";

const rupeesText = (paise: number) => `${(paise / 100).toFixed(2)}`;

/**
 * Confirms a payment the gateway vouched for (a verified callback or webhook): in one
 * transaction the order becomes `paid`, gets the next invoice number of the financial year and
 * its tax split, its history gets a line, and the customer's e-mail (with the order link) and
 * staff's alert are queued. Idempotent: only the call that moves the order out of
 * `awaiting_payment` does any of it, so a replay or a second webhook sends nothing twice. An
 * order the payment timeout cancelled is paid all the same (decision 035): the customer paid the
 * order's exact amount for goods that never run out, so the payment is honoured, not refunded.
 */
export async function recordPayment(
  db: Db,
  evidence: PaymentEvidence,
  { publicBaseUrl, downloadDays }: OrderLinks,
  now = new Date(),
): Promise<PaymentOutcome> {
  return db.transaction().execute(async (tx) => {
    const order = await findOrderByPaymentLink(tx, evidence.linkId);
    if (!order) return "unknown-order";
    if (order.paymentId === evidence.paymentId) return "already";
    if (evidence.amountPaise !== order.totalPaise || evidence.currency !== "INR") {
      await addOrderEvent(tx, order.id, {
        at: now.toISOString(),
        status: order.status,
        source: evidence.source,
        detail: `Payment ${evidence.paymentId} refused: ${evidence.currency} ${rupeesText(evidence.amountPaise)} does not match the order's INR ${rupeesText(order.totalPaise)}`,
      });
      return "mismatch";
    }
    if (!(await markPaidIfPayable(tx, order.id, evidence.paymentId, now))) {
      if (order.status !== "paid") {
        // Paid after staff cancelled (or refunded) the order: staff must see it and refund by hand.
        // (After the payment timeout cancelled it, markPaidIfPayable has applied the payment.)
        await addOrderEvent(tx, order.id, {
          at: now.toISOString(),
          status: order.status,
          source: evidence.source,
          detail: `Payment ${evidence.paymentId} arrived while the order was ${order.status}: refund it or reopen the order`,
        });
      }
      return "already";
    }
    const invoice = await issueInvoice(tx, order, now);
    await openDownloads(tx, order.id, new Date(now.getTime() + downloadDays * DAY_MS));
    await addOrderEvent(tx, order.id, {
      at: now.toISOString(),
      status: "paid",
      source: evidence.source,
      detail:
        order.paymentExpiredAt === null
          ? `Payment ${evidence.paymentId} of INR ${rupeesText(evidence.amountPaise)} received; invoice ${invoice}`
          : `Payment ${evidence.paymentId} of INR ${rupeesText(evidence.amountPaise)} received after the order had expired unpaid; paid after all; invoice ${invoice}`,
    });
    const link = `${publicBaseUrl}${orderPagePath(order.id, order.accessKey ?? "")}`;
    if (looksLikeEmail.test(order.email)) await enqueueMessage(tx, orderPaid(order, link, invoice), now);
    await enqueueMessage(tx, orderPaidAlert(order, evidence.paymentId, invoice), now);
    return "paid";
  });
}

/**
 * Gives a paid order its invoice: the year's next serial and, per line, the taxable value and
 * CGST+SGST (buyer in the seller's state) or IGST (decision 032). Answers the number.
 */
export async function issueInvoice(db: Db, order: StoredOrder, now: Date): Promise<string> {
  const year = financialYear(now);
  const number = invoiceNumber(currentSite().seller.invoicePrefix, year, await nextInvoiceSerial(db, year));
  const taxes = splitTax(
    order.lines.map((line) => ({ grossPaise: line.lineTotalPaise, rateBp: line.gstRateBp ?? 1800 })),
    order.discountPaise,
    placeOfSupplyState(order.state, order.buyerGstin) === currentSite().seller.state,
  );
  await saveInvoice(db, order, { number, date: now.toISOString(), seller: currentSite().seller }, taxes);
  return number;
}
