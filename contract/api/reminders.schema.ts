import * as z from "zod/mini";
import { emailAddress, honeypot } from "./fields.schema.ts";
import { reminderMessages } from "./reminders.ts";

/** The calendar's filter travels with a request and its link; the server checks it against its lists. */
const filterText = z.optional(z.string().check(z.trim(), z.maxLength(60)));

/** The language of the page the form was on (issue 29): its answer, e-mail and link follow it. */
const pageLanguage = z.optional(z.enum(["en", "hi"]));

export const reminderRequestSchema = z.object({
  email: emailAddress(reminderMessages.invalid),
  state: filterText,
  kind: filterText,
  website: honeypot,
  lang: pageLanguage,
});

export const reminderLinkSchema = z.object({
  email: emailAddress(reminderMessages["bad-link"]),
  state: filterText,
  kind: filterText,
  sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, reminderMessages["bad-link"])),
  lang: pageLanguage,
});

export const reminderAnswerSchema = z.object({ message: z.string() });
