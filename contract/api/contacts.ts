import type * as z from "zod/mini";
import type { contactResponseSchema } from "./contacts.schema.ts";

export const contactsPath = "/api/contacts";

export const contactMessages = {
  success: "Thank you! Your message has been sent.",
  serverFallback: "Something went wrong.",
  network: "Failed to send. Please try again.",
  nameRequired: "Name is required.",
  emailInvalid: "Please enter a valid email address.",
  contactInvalid: "Please enter a valid contact number.",
  messageTooLong: "Message must be at most 2000 characters.",
} as const;

export type ContactResponse = z.infer<typeof contactResponseSchema>;
