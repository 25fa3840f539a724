import type { Db } from "../../db/connection.ts";
import { setDownloadsExpiry } from "../orders/orders.repository.ts";
import { resetDownloads } from "./downloads.repository.ts";

/** A new download window for a paid order (on payment, or staff re-sending the link): counts start again. */
export async function openDownloads(db: Db, orderId: number, until: Date): Promise<void> {
  await setDownloadsExpiry(db, orderId, until);
  await resetDownloads(db, orderId);
}
