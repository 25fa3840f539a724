import { adminMessages } from "../../../contract/console/admin.ts";
import { orderPagePath } from "../../../contract/shop/payments.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import { HttpError } from "../../http-error.ts";
import { looksLikeEmail } from "../../messaging/email-address.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { orderConfirmation, orderPaid } from "../../messaging/templates.ts";
import { DAY_MS } from "../../time.ts";
import { openDownloads } from "../downloads/downloads.service.ts";
import { findOrder } from "../orders/orders.repository.ts";
import type { OrderLinks } from "./payments.service.ts";

// Here rather than in orders/: a paid order's e-mail reopens its downloads, and payments is the
// floor above orders, invoices and downloads (decision 091).
/**
 * Queues the confirmation e-mail of a stored order again, from the amounts stored with it; for an
 * order paid online that is the payment e-mail with the link to the order page (its invoice and
 * downloads). Answers false for an unknown id. Wake the outbox worker after it.
 */
export async function resendConfirmation(
  db: Db,
  id: number,
  { publicBaseUrl, downloadDays }: OrderLinks,
  record?: RecordChange,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const order = await findOrder(tx, id);
    if (!order) return false;
    if (!looksLikeEmail.test(order.email)) throw new HttpError(409, adminMessages.noCustomerEmail);
    // Re-sending a paid order's link gives its downloads a fresh window and count.
    if (order.invoiceNumber) await openDownloads(tx, order.id, new Date(now.getTime() + downloadDays * DAY_MS));
    await enqueueMessage(
      tx,
      order.invoiceNumber && order.accessKey
        ? orderPaid(order, `${publicBaseUrl}${orderPagePath(order.id, order.accessKey)}`, order.invoiceNumber)
        : orderConfirmation(order),
    );
    await record?.(tx, {
      action: "order.resend-confirmation",
      target: `order ${id}`,
      detail: `Confirmation e-mail to ${order.email} queued again`,
    });
    return true;
  });
}
