import type * as z from "zod/mini";
import type { subscribeRequestSchema, subscribeResponseSchema } from "./subscribe.schema.ts";

export const subscribePath = "/api/subscribe";

export const subscribeMessages = {
  success: "Subscription successful!",
  alreadySubscribed: "You are already on our mailing list. Thank you!",
  failed: "Subscription failed",
  invalidEmail: "Please enter a valid email address.",
} as const;

export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;
