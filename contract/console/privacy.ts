import type * as z from "zod/mini";
import type { erasureAnswerSchema, personalDataSchema } from "./privacy.schema.ts";

/** The console's data-rights calls (issue 17, decision 015); every call needs a verified editor's token. */
export const privacyPaths = {
  find: "/api/admin/personal-data",
  export: "/api/admin/personal-data/export",
  erase: "/api/admin/personal-data/erase",
} as const;

export const privacyMessages = {
  invalidSubject: "Enter an e-mail address or a 10-digit mobile number.",
  erased: "Erased. Everything listed has been deleted, except what the law requires us to keep.",
  nothingToErase: "Nothing is stored about this e-mail address or mobile.",
} as const;

/** Whose data: one e-mail address or one 10-digit mobile, as the server reads the console's search. */
export type DataSubject = { email: string; mobile: null } | { email: null; mobile: string };

/**
 * Reads "someone@example.com" or a mobile as typed ("+91 98765 43210", "098765-43210") into one
 * identifier, or null when it is neither.
 */
export function dataSubjectFrom(input: string): DataSubject | null {
  const text = input.trim();
  if (text.includes("@"))
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) && text.length <= 254
      ? { email: text.toLowerCase(), mobile: null }
      : null;
  if (!/^[+\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "").replace(/^(91|0)(?=\d{10}$)/, "");
  return /^\d{10}$/.test(digits) ? { email: null, mobile: digits } : null;
}

export type PersonalData = z.infer<typeof personalDataSchema>;

export type ErasureAnswer = z.infer<typeof erasureAnswerSchema>;
