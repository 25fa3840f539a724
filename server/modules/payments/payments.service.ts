import { orderPagePath } from "../../../contract/shop/payments.ts";
import { toRupees } from "../../../contract/shared/money.ts";
import type { Db } from "../../db/connection.ts";
import { looksLikeEmail } from "../../messaging/email-address.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { orderPaid, orderPaidAlert } from "../../messaging/templates.ts";
import { DAY_MS } from "../../time.ts";
import { openDownloads } from "../downloads/downloads.service.ts";
import { issueInvoice } from "../invoices/issue-invoice.ts";
import { addOrderEvent, type OrderEventSource } from "../orders/order-events.repository.ts";
import { findOrder, findOrderByPaymentLink, markPaidIfPayable } from "../orders/orders.repository.ts";
import type { PaymentEvidence } from "./payment-provider.ts";

/** What the links in a paid order's e-mail need: the site's address and how long downloads last. */
export interface OrderLinks {
  publicBaseUrl: string;
  downloadDays: number;
}

/** An amount as the order history writes it: 1234.50. */
const amount = (paise: number) => toRupees(paise).toFixed(2);

/** paid: this call confirmed it; already: an earlier one did (nothing changed); the rest refuse. */
export type PaymentOutcome = "paid" | "already" | "unknown-order" | "mismatch";

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
  evidence: PaymentEvidence & { source: Extract<OrderEventSource, "callback" | "webhook"> },
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
        detail: `Payment ${evidence.paymentId} refused: ${evidence.currency} ${amount(evidence.amountPaise)} does not match the order's INR ${amount(order.totalPaise)}`,
      });
      return "mismatch";
    }
    if (!(await markPaidIfPayable(tx, order.id, evidence.paymentId, now))) {
      // Read again: on PostgreSQL the callback and the webhook of one payment can race, and the
      // loser's first read is from before the winner committed. The row as it is now decides.
      const current = await findOrder(tx, order.id);
      if (current && current.paymentId !== evidence.paymentId && current.status !== "paid") {
        // Paid after staff cancelled (or refunded) the order: staff must see it and refund by hand.
        // (After the payment timeout cancelled it, markPaidIfPayable has applied the payment.)
        await addOrderEvent(tx, order.id, {
          at: now.toISOString(),
          status: current.status,
          source: evidence.source,
          detail: `Payment ${evidence.paymentId} arrived while the order was ${current.status}: refund it or reopen the order`,
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
          ? `Payment ${evidence.paymentId} of INR ${amount(evidence.amountPaise)} received; invoice ${invoice}`
          : `Payment ${evidence.paymentId} of INR ${amount(evidence.amountPaise)} received after the order had expired unpaid; paid after all; invoice ${invoice}`,
    });
    const link = `${publicBaseUrl}${orderPagePath(order.id, order.accessKey ?? "")}`;
    if (looksLikeEmail.test(order.email)) await enqueueMessage(tx, orderPaid(order, link, invoice), now);
    await enqueueMessage(tx, orderPaidAlert(order, evidence.paymentId, invoice), now);
    return "paid";
  });
}
