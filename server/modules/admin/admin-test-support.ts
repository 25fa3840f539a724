import type { TestApp } from "../../../tests/setup/test-app.ts";
import { newSessionToken, secretHash } from "../auth/secret-hash.ts";
import { createSession } from "../auth/sessions.repository.ts";

/** A real session token for a mobile (as verify-otp would issue), without an SMS round trip. */
export async function sessionToken(t: TestApp, mobile: string): Promise<string> {
  const token = newSessionToken();
  await createSession(t.db, secretHash(t.env.SESSION_SECRET, "session", token), mobile, new Date());
  return token;
}

/** Seeds an enquiry; `minutesAgo` orders them. */
export async function seedEnquiry(t: TestApp, fields: { name: string; email: string; contact_number: string }, minutesAgo = 0): Promise<number> {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const row = await t.db.insertInto("enquiries").values({ ...fields, status: "new", created_at: at, updated_at: at }).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Seeds an order of two lines (₹499.00 x 2 + ₹1,200.00, DISCOUNT10). */
export async function seedOrder(t: TestApp, email = "buyer@example.com", minutesAgo = 0): Promise<number> {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const order = await t.db
    .insertInto("orders")
    .values({
      email, first_name: "Asha", last_name: "Verma", address: "12 MI Road", city: "Jaipur", state: "Rajasthan", pin_code: "302001",
      phone: "9876543210", country: "India", coupon: "DISCOUNT10", note: "Please call before 6 pm",
      subtotal_paise: 219_800, discount_paise: 21_980, total_paise: 197_820, status: "new", created_at: at, updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const orderId = Number(order.id);
  await t.db
    .insertInto("order_lines")
    .values([
      { order_id: orderId, product_id: 1, title: "Leave Policy Template", unit_price_paise: 49_900, quantity: 2, line_total_paise: 99_800 },
      { order_id: orderId, product_id: 2, title: "Vendor Audit Checklist", unit_price_paise: 120_000, quantity: 1, line_total_paise: 120_000 },
    ])
    .execute();
  return orderId;
}
