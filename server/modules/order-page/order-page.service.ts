import { toRupees } from "../../../contract/shared/money.ts";
import type { OrderPage } from "../../../contract/shop/order-page.ts";
import { creditNotePdfPath, invoicePdfPath, orderPayPath } from "../../../contract/shop/payments.ts";
import type { Db } from "../../db/connection.ts";
import { downloadPath } from "../downloads/download-links.ts";
import { downloadCounts } from "../downloads/downloads.repository.ts";
import { invoiceLines, invoiceOf } from "../invoices/issued-invoice.ts";
import { orderKeyMatches } from "../orders/order-key.ts";
import { findOrder, type StoredOrder } from "../orders/orders.repository.ts";
import { productFiles } from "../products/products.repository.ts";

/** What signs the download links and how many downloads a file allows (SESSION_SECRET, DOWNLOAD_LIMIT). */
export interface DownloadRules {
  secret: string;
  limit: number;
}

/** The customer's order page, or null unless the key is the order's own (the caller answers 404). */
export async function orderPageFor(
  db: Db,
  id: number,
  key: string,
  rules: DownloadRules,
  now = new Date(),
): Promise<OrderPage | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const order = await findOrder(db, id);
  if (!order || !orderKeyMatches(order.accessKey, key)) return null;
  return { ...toOrderPage(order, key), ...(await downloadsOf(db, order, rules, now)) };
}

/**
 * The files of the order's products, each with a signed link while the order is paid, its window
 * open and downloads left. Products without a file are services staff deliver by hand.
 */
async function downloadsOf(
  db: Db,
  order: StoredOrder,
  { secret, limit }: DownloadRules,
  now: Date,
): Promise<Pick<OrderPage, "downloads" | "downloadsExpireAt">> {
  if (!order.downloadsExpireAt) return { downloads: [], downloadsExpireAt: null };
  const expires = new Date(order.downloadsExpireAt);
  const open = (order.status === "paid" || order.status === "fulfilled") && expires > now;
  const files = await productFiles(db, [...new Set(order.lines.map((line) => line.productId))]);
  const counts = await downloadCounts(db, order.id);
  const downloads = [...files.values()].map((file) => {
    const remaining = Math.max(0, limit - (counts.get(file.productId) ?? 0));
    return {
      fileId: file.productId,
      title: order.lines.find((line) => line.productId === file.productId)?.title ?? file.name,
      fileName: file.name,
      url: open && remaining > 0 ? downloadPath(secret, order.id, file.productId, expires) : null,
      remaining,
    };
  });
  return { downloads, downloadsExpireAt: downloads.length > 0 ? order.downloadsExpireAt : null };
}

function toOrderPage(order: StoredOrder, key: string): OrderPage {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.created_at,
    paidAt: order.paidAt,
    lines: invoiceLines(order),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    coupon: order.coupon,
    total: toRupees(order.totalPaise),
    payPath: order.status === "awaiting_payment" && order.paymentUrl ? orderPayPath(order.id, key) : null,
    paymentExpired: order.status === "cancelled" && order.paymentExpiredAt !== null,
    invoice: invoiceOf(order),
    invoicePdfPath: order.invoiceNumber ? invoicePdfPath(order.id, key) : null,
    creditNote:
      order.invoiceNumber && order.creditNoteNumber && order.creditNoteDate
        ? { number: order.creditNoteNumber, date: order.creditNoteDate, pdfPath: creditNotePdfPath(order.id, key) }
        : null,
    downloads: [],
    downloadsExpireAt: null,
  };
}
