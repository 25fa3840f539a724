import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { paymentPaths } from "../../contract/shop/payments.ts";
import type { TestApp } from "./test-app.ts";

/** A buyer as the checkout form sends one. */
export const testBuyer = {
  email: "buyer@example.com",
  firstName: "Asha",
  lastName: "Verma",
  address: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  pinCode: "411001",
  phone: "9876543210",
};

export interface PlacedOrder {
  orderId: number;
  total: number;
  paymentUrl: string;
  orderUrl: string;
  /** The payment link's id at the Razorpay stand-in (the last segment of paymentUrl). */
  linkId: string;
  /** The order page's secret key (from orderUrl). */
  key: string;
}

/**
 * Places an order through POST /api/orders with PAYMENT_PROVIDER=razorpay (the stand-in answers
 * for the link). `extra` overrides the buyer's fields; `remoteAddress` places it from another
 * address (the checkout has a tighter per-address limit).
 */
export async function placeOrder(
  t: TestApp,
  product: { id: number; price_paise: number },
  options: { quantity?: number; extra?: Record<string, unknown>; remoteAddress?: string } = {},
): Promise<PlacedOrder> {
  const quantity = options.quantity ?? 1;
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: {
      ...testBuyer,
      items: [{ id: product.id, quantity }],
      total: (product.price_paise * quantity) / 100,
      ...options.extra,
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const body = answer.json<Omit<PlacedOrder, "linkId" | "key">>();
  return {
    ...body,
    linkId: body.paymentUrl.split("/").at(-1)!,
    key: new URL(body.orderUrl, "https://shop.example").searchParams.get("key")!,
  };
}

/** Delivers a webhook the stand-in signed, as Razorpay would send it. */
export function sendWebhook(t: TestApp, webhook: { body: string; signature: string }): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: paymentPaths.razorpayWebhook,
    headers: { "content-type": "application/json", "x-razorpay-signature": webhook.signature },
    payload: webhook.body,
  });
}
