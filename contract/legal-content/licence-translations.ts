/**
 * The licence directory's rows in Hindi as staff keep them beside the English ones (issue 29,
 * decision 126), the way decision 129 keeps the service lists: each has its own department,
 * licence lines, review date and sources, and is flagged for review when the English row changed
 * after the Hindi was last saved.
 */
import * as z from "zod/mini";
import type { LicenceRow } from "./licence-rows.ts";
import { licenceRowSchema } from "./licence-rows.schema.ts";

export const licenceTranslationPaths = {
  /** GET the pair, PATCH the translation, POST `/preview` to see it as the Hindi directory would. */
  translation: (id: string, language: string) =>
    `/api/admin/licence-rows/${encodeURIComponent(id)}/${encodeURIComponent(language)}`,
  /** The translations whose English rows changed since they were saved (the Licences tab's marks). */
  reviews: (language: string) => `/api/admin/licence-translations/${encodeURIComponent(language)}/reviews`,
} as const;

export const licenceTranslationParamsSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/)),
  language: z.enum(["hi"]),
});

/** A row with its translation (null until one is written) and, when flagged, when the English changed. */
export const licenceTranslationSchema = z.object({
  english: licenceRowSchema,
  translation: z.nullable(licenceRowSchema),
  englishChangedAt: z.nullable(z.string()),
});

export const licenceTranslationResponseSchema = z.extend(licenceTranslationSchema, { message: z.string() });

export const licenceTranslationReviewsSchema = z.object({
  reviews: z.array(z.object({ id: z.string(), englishChangedAt: z.string() })),
});

export type LicenceTranslation = z.infer<typeof licenceTranslationSchema>;
export type LicenceTranslationReviews = z.infer<typeof licenceTranslationReviewsSchema>;

/**
 * A row as a page in a language shows it: its translation, or (`inEnglish`) its English when no
 * translation is stored, which the Hindi directory marks with a sentence.
 */
export type LicenceRowShown = LicenceRow & { inEnglish?: boolean };

export const licenceTranslationMessages = {
  saved: "Hindi row saved. The Hindi directory shows it now.",
} as const;
