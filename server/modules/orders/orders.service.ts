import { checkoutMessages, couponPercent, discountPaise } from "../../../contract/orders.ts";
import type { orderRequestSchema } from "../../../contract/orders.schema.ts";
import type * as z from "zod/mini";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { enqueueMessage } from "../../messaging/outbox.ts";
import { orderAlert, orderConfirmation, type OrderFacts } from "../../messaging/templates.ts";
import { findProductsByIds } from "../products/products.repository.ts";

type OrderInput = z.infer<typeof orderRequestSchema>;

export interface PlacedOrder {
  orderId: number;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
}

/** Largest id an integer column holds on every database; anything above names no product. */
const MAX_ID = 2_147_483_647;
const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The server is the authority on money: every line is priced from the products table, the coupon
 * is applied here, and a client total below the server's (by more than a paisa) is refused, so a
 * changed price or a tampered cart never becomes a cheaper order. Order, lines and both e-mails
 * are written in one transaction.
 */
export async function placeOrder(db: Db, input: OrderInput, now = new Date()): Promise<PlacedOrder> {
  const code = input.coupon?.trim() ?? "";
  const percent = code ? couponPercent(code) : 0;
  if (percent === null) throw new HttpError(400, checkoutMessages.invalidCoupon, { coupon: checkoutMessages.invalidCoupon });

  const placed = await db.transaction().execute(async (tx) => {
    const ids = [...new Set(input.items.map((item) => item.id))];
    const products = await findProductsByIds(tx, ids.filter((id) => id >= 1 && id <= MAX_ID));
    const byId = new Map(products.map((p) => [Number(p.id), p]));
    const lines = input.items.map((item) => {
      const product = byId.get(item.id);
      if (!product) throw new HttpError(400, checkoutMessages.unknownProduct, { items: checkoutMessages.unknownProduct });
      const unit = Number(product.price_paise);
      return { productId: item.id, title: product.title, unitPaise: unit, quantity: item.quantity, lineTotalPaise: unit * item.quantity };
    });
    const subtotalPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
    const discount = discountPaise(subtotalPaise, percent);
    const totalPaise = subtotalPaise - discount;
    if (Math.round(input.total * 100) < totalPaise - 1) throw new HttpError(400, checkoutMessages.totalTooLow, { total: checkoutMessages.totalTooLow });

    const at = now.toISOString();
    const coupon = code ? code.toUpperCase() : null;
    const note = input.note?.trim() || null;
    const { id } = await tx
      .insertInto("orders")
      .values({
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        address: input.address,
        city: input.city,
        state: input.state || "Rajasthan",
        pin_code: input.pinCode,
        phone: input.phone,
        country: "India",
        coupon,
        note,
        subtotal_paise: subtotalPaise,
        discount_paise: discount,
        total_paise: totalPaise,
        status: "new",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const orderId = Number(id);
    await tx
      .insertInto("order_lines")
      .values(lines.map((l) => ({ order_id: orderId, product_id: l.productId, title: l.title, unit_price_paise: l.unitPaise, quantity: l.quantity, line_total_paise: l.lineTotalPaise })))
      .execute();

    const facts: OrderFacts = {
      id: orderId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      address: input.address,
      city: input.city,
      state: input.state || "Rajasthan",
      pinCode: input.pinCode,
      coupon,
      note,
      lines,
      subtotalPaise,
      discountPaise: discount,
      totalPaise,
    };
    // The checkout has no format check on e-mail (SPEC 5); only a real-looking address gets mail.
    if (looksLikeEmail.test(input.email)) await enqueueMessage(tx, orderConfirmation(facts), now);
    await enqueueMessage(tx, orderAlert(facts), now);
    return { orderId, subtotalPaise, discountPaise: discount, totalPaise };
  });
  return placed;
}
