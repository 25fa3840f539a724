import * as z from "zod/mini";
import { emailAddress, honeypot } from "./fields.ts";

export const subscribePath = "/api/subscribe";

export const subscribeMessages = {
  success: "Subscription successful!",
  alreadySubscribed: "You are already on our mailing list. Thank you!",
  failed: "Subscription failed",
  invalidEmail: "Please enter a valid email address.",
} as const;

export const subscribeRequestSchema = z.object({
  email: emailAddress(subscribeMessages.invalidEmail),
  /** Honeypot: a filled one is answered as a success and stored nowhere. */
  website: honeypot,
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export const subscribeResponseSchema = z.object({ message: z.string() });
