import * as z from "zod/mini";
import { subscribeMessages } from "./subscribe.ts";
import { emailAddress, honeypot } from "./fields.schema.ts";
import { visitSourceRequestFields } from "./visit-source.schema.ts";

export const subscribeRequestSchema = z.object({
  email: emailAddress(subscribeMessages.invalidEmail),
  /** Honeypot: a filled one is answered as a success and stored nowhere. */
  website: honeypot,
  /** "hi" from a Hindi page (issue 29): the answer and the confirmation e-mail are in Hindi. */
  lang: z.optional(z.enum(["en", "hi"])),
  ...visitSourceRequestFields,
});

export const subscribeResponseSchema = z.object({ message: z.string() });
