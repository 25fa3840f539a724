import * as z from "zod/mini";
import { contactMessages } from "./contacts.ts";
import { emailAddress, honeypot, optionalText, requiredText } from "./fields.schema.ts";

export const contactRequestSchema = z.object({
  name: requiredText(contactMessages.nameRequired, 120, "Name must be at most 120 characters."),
  email: emailAddress(contactMessages.emailInvalid),
  contact_number: z
    .string({ error: contactMessages.contactInvalid })
    .check(z.trim(), z.regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, contactMessages.contactInvalid)),
  /** Optional (not in SPEC 3): the compliance tools pre-fill it; the SPEC payload stays valid without it. */
  message: optionalText(2000, contactMessages.messageTooLong),
  website: honeypot,
});

export const contactResponseSchema = z.object({ message: z.string(), id: z.optional(z.number()) });
