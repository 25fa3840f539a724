import type * as z from "zod/mini";
import type { subscribeResponseSchema } from "./subscribe.schema.ts";

export const subscribePath = "/api/subscribe";

export const subscribeMessages = {
  success: "Subscription successful!",
  alreadySubscribed: "You are already on our mailing list. Thank you!",
  failed: "Subscription failed",
  invalidEmail: "Please enter a valid email address.",
  invalidLink: "This link is not valid. It may have been mistyped or the address may have been removed.",
  oneClickBody: "To unsubscribe, send List-Unsubscribe=One-Click.",
  unsubscribed: "You have been unsubscribed. You will receive no further e-mails from our mailing list.",
} as const;

/** pending until the confirmation link is opened, then active; unsubscribed once it leaves (decision 016). */
export const subscriberStatuses = ["pending", "active", "unsubscribed"] as const;

export type SubscriberStatus = (typeof subscriberStatuses)[number];

/**
 * The mailing list's pages and links (decision 016). `confirm` (GET) and `unsubscribe` (POST, RFC
 * 8058 one-click) are answered by the server with the token in `?token=`; the others are pages.
 */
export const mailingListPaths = {
  confirm: "/mailing-list/confirm",
  unsubscribe: "/mailing-list/unsubscribe",
  confirmed: "/mailing-list/confirmed",
  /** A subscriber's choice of changes in the law to hear about, with `?token=` (decision 085). */
  topics: "/mailing-list/topics",
  unsubscribed: "/mailing-list/unsubscribed",
  invalidLink: "/mailing-list/invalid-link",
} as const;

/** The body a mail client POSTs to the List-Unsubscribe URL (RFC 8058), and the unsubscribe page's form sends too. */
export const oneClickField = { name: "List-Unsubscribe", value: "One-Click" } as const;

/** The field the unsubscribe page adds to the one-click body, so the server answers it with a page. */
export const fromPageField = { name: "from", value: "page" } as const;

export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;
