import * as z from "zod/mini";
import { contactMessages } from "./contacts.ts";
import { emailAddress, honeypot, optionalText, requiredText } from "./fields.schema.ts";
import { employeeBands, enquiryOrigins, leadsMessages, serviceInterests } from "../console/leads.ts";
import { indianStates } from "../shared/indian-states.ts";
import { visitSourceRequestFields } from "./visit-source.schema.ts";

/** A choice from a list, or "" (the select's first, empty option). */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.optional(z.union([z.literal(""), z.enum(values)], { error: message }));

const tracking = (max: number) => optionalText(max, leadsMessages.sourceTooLong);

export const contactRequestSchema = z.object({
  name: requiredText(contactMessages.nameRequired, 120, "Name must be at most 120 characters."),
  email: emailAddress(contactMessages.emailInvalid),
  contact_number: z
    .string({ error: contactMessages.contactInvalid })
    .check(z.trim(), z.regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, contactMessages.contactInvalid)),
  /** Optional (not in SPEC 3): the compliance tools pre-fill it; the SPEC payload stays valid without it. */
  message: optionalText(2000, contactMessages.messageTooLong),
  website: honeypot,
  // Optional (issue 30): what a consultancy asks beyond the SPEC's three, all may be left empty.
  company: optionalText(120, leadsMessages.companyTooLong),
  state: optionalChoice(indianStates, leadsMessages.invalidState),
  employees: optionalChoice(employeeBands, leadsMessages.invalidEmployees),
  service: optionalChoice(serviceInterests, leadsMessages.invalidService),
  /** Which form sent it, and the which-laws checker's answers as its query string. */
  origin: optionalChoice(enquiryOrigins, leadsMessages.invalidOrigin),
  tool_answers: tracking(500),
  ...visitSourceRequestFields,
  /** Sent only by the Hindi contact page (issue 29): the answer and the acknowledgement are Hindi. */
  lang: z.optional(z.enum(["en", "hi"])),
});

export const contactResponseSchema = z.object({ message: z.string(), id: z.optional(z.number()) });
