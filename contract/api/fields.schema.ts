import * as z from "zod/mini";

/** A required text field: trimmed, not empty, at most `max` characters, one message for all. */
export const requiredText = (message: string, max = 200, tooLong = message) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/** An optional text field: trimmed, at most `max` characters. */
export const optionalText = (max: number, tooLong: string) =>
  z.optional(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, tooLong)));

/** An e-mail address, trimmed and lower-cased. */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, message), z.regex(z.regexes.email, message));

/** The honeypot field of public forms: people never see or fill it. */
export const honeypot = z.optional(z.string());
