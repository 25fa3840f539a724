import * as z from "zod/mini";
import { privacyMessages } from "./privacy.ts";

/** ?q= of the search and the export, and the erasure's body: an e-mail address or a mobile. */
export const dataSubjectQuerySchema = z.object({
  q: z
    .string({ error: privacyMessages.invalidSubject })
    .check(z.trim(), z.minLength(1, privacyMessages.invalidSubject), z.maxLength(254, privacyMessages.invalidSubject)),
});

/** Everything stored about one person, module by module, as the console shows it and the export writes it. */
export const personalDataSchema = z.object({
  subject: z.object({ email: z.nullable(z.string()), mobile: z.nullable(z.string()) }),
  generatedAt: z.string(),
  sections: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      /** What an erasure keeps and why. */
      keeps: z.nullable(z.string()),
      records: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});

export const erasureAnswerSchema = z.object({
  message: z.string(),
  erased: z.array(z.object({ name: z.string(), label: z.string(), count: z.number() })),
});
