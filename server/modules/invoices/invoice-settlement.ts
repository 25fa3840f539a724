import type { InvoiceStatus } from "../../../contract/console/billing.ts";
import type { Db } from "../../db/connection.ts";
import { findInvoice, setInvoiceStatus } from "./service-invoices.repository.ts";

/** The status an issued invoice's payments and credits give it. */
function settledStatus(invoice: { totalPaise: number; paidPaise: number; creditedPaise: number }): InvoiceStatus {
  if (invoice.creditedPaise >= invoice.totalPaise && invoice.paidPaise === 0) return "cancelled";
  if (invoice.paidPaise + invoice.creditedPaise >= invoice.totalPaise) return "paid";
  return invoice.paidPaise > 0 ? "partly_paid" : "issued";
}

/** Re-reads the invoice after a payment or credit and stores the status they give it. */
export async function settle(tx: Db, id: number, now: Date): Promise<void> {
  const invoice = (await findInvoice(tx, id))!;
  const status = settledStatus({
    totalPaise: invoice.totals.totalPaise,
    paidPaise: invoice.paidPaise,
    creditedPaise: invoice.creditedPaise,
  });
  if (status !== invoice.status) await setInvoiceStatus(tx, id, status, now);
}
