import * as z from "zod/mini";
import { emailAddress, honeypot, requiredText } from "./fields.ts";

export const contactsPath = "/api/contacts";

export const contactMessages = {
  success: "Thank you! Your message has been sent.",
  serverFallback: "Something went wrong.",
  network: "Failed to send. Please try again.",
  nameRequired: "Name is required.",
  emailInvalid: "Please enter a valid email address.",
  contactInvalid: "Please enter a valid contact number.",
} as const;

export const contactRequestSchema = z.object({
  name: requiredText(contactMessages.nameRequired, 120, "Name must be at most 120 characters."),
  email: emailAddress(contactMessages.emailInvalid),
  contact_number: z
    .string({ error: contactMessages.contactInvalid })
    .check(z.trim(), z.regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, contactMessages.contactInvalid)),
  website: honeypot,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ message: z.string(), id: z.optional(z.number()) });
