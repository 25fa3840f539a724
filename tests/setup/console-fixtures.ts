import { COUNTRY, DEFAULT_STATE } from "../../contract/shop/orders.ts";
import { newSessionToken } from "../../server/modules/auth/auth-tokens.ts";
import { secretHash } from "../../server/signing.ts";
import { createSession } from "../../server/modules/auth/sessions.repository.ts";
import { insertEnquiry } from "../../server/modules/enquiries/enquiries.repository.ts";
import { insertOrder } from "../../server/modules/orders/orders.repository.ts";
import type { TestApp } from "./test-app.ts";

/** A real session token for a mobile (as verify-otp would issue), without an SMS round trip. */
export async function sessionToken(t: TestApp, mobile: string): Promise<string> {
  const token = newSessionToken();
  await createSession(t.db, secretHash(t.env.SESSION_SECRET, "session", token), mobile, new Date());
  return token;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Seeds an enquiry; `minutes` ago orders them. */
export async function seedEnquiry(
  t: TestApp,
  fields: { name: string; email: string; contact_number: string },
  minutes = 0,
): Promise<number> {
  return insertEnquiry(t.db, fields, minutesAgo(minutes));
}

/** Seeds an order of two lines (₹499.00 x 2 + ₹1,200.00, DISCOUNT10). */
export async function seedOrder(t: TestApp, email = "buyer@example.com", minutes = 0): Promise<number> {
  return insertOrder(
    t.db,
    {
      email,
      firstName: "Asha",
      lastName: "Verma",
      address: "12 MI Road",
      city: "Jaipur",
      state: DEFAULT_STATE,
      pinCode: "302001",
      phone: "9876543210",
      country: COUNTRY,
      coupon: "DISCOUNT10",
      note: "Please call before 6 pm",
      subtotalPaise: 219_800,
      discountPaise: 21_980,
      totalPaise: 197_820,
      lines: [
        {
          productId: 1,
          title: "Leave Policy Template",
          unitPricePaise: 49_900,
          quantity: 2,
          lineTotalPaise: 99_800,
          sacCode: "998439",
          gstRateBp: 1800,
        },
        {
          productId: 2,
          title: "Vendor Audit Checklist",
          unitPricePaise: 120_000,
          quantity: 1,
          lineTotalPaise: 120_000,
          sacCode: "998311",
          gstRateBp: 1800,
        },
      ],
      buyerGstin: null,
      buyerBusinessName: null,
      paymentProvider: "none",
      accessKey: "console-fixture-key",
    },
    "new",
    minutesAgo(minutes),
  );
}
