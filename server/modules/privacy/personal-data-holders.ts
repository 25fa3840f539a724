import type { PersonalDataHolder } from "../../db/personal-data.ts";
import { outboxPersonalData } from "../../messaging/outbox-personal-data.ts";
import { bookingsPersonalData } from "../bookings/bookings.service.ts";
import { enquiriesPersonalData } from "../enquiries/enquiries.service.ts";
import { clientsPersonalData } from "../invoices/clients-personal-data.ts";
import { newslettersPersonalData } from "../newsletters/newsletters.service.ts";
import { ordersPersonalData } from "../orders/orders.service.ts";
import { paymentsPersonalData } from "../payments/payments-personal-data.ts";
import { remindersPersonalData } from "../reminders/reminders.service.ts";
import { subscribersPersonalData } from "../subscribers/subscribers.service.ts";

/**
 * Every module that stores personal data about the site's visitors and customers (decision 015).
 * A new table holding such data gets a holder in its module's service and a line here; search,
 * export and erasure then cover it. Staff data (editors, their sessions and OTP codes) is not here:
 * it expires by itself (retention) and editors are removed in the console.
 */
export const personalDataHolders: readonly PersonalDataHolder[] = [
  enquiriesPersonalData,
  bookingsPersonalData,
  // Before the orders: it finds them by the e-mail and phone the orders' erasure clears.
  paymentsPersonalData,
  ordersPersonalData,
  clientsPersonalData,
  // Before the mailing list: it finds the reminders through the subscriber's row.
  remindersPersonalData,
  subscribersPersonalData,
  newslettersPersonalData,
  outboxPersonalData,
];
