/**
 * The service pages' legal lists in Hindi as staff keep them beside the English ones (issue 29),
 * the way decision 121 keeps the guide answers: each has its own points, laws, review date and
 * sources, and is flagged for review when the English list changed after the Hindi was last saved.
 */
import * as z from "zod/mini";
import { serviceLegalListSchema } from "./service-lists.schema.ts";

export const serviceListTranslationPaths = {
  /** GET the pair, PATCH the translation, POST `/preview` to see it as the Hindi page would. */
  translation: (slug: string, language: string) =>
    `/api/admin/service-lists/${encodeURIComponent(slug)}/${encodeURIComponent(language)}`,
  /** The translations whose English lists changed since they were saved (the Services tab's marks). */
  reviews: (language: string) => `/api/admin/service-list-translations/${encodeURIComponent(language)}/reviews`,
} as const;

export const serviceListTranslationParamsSchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/)),
  language: z.enum(["hi"]),
});

/** A list with its translation (null until one is written) and, when flagged, when the English changed. */
export const serviceListTranslationSchema = z.object({
  english: serviceLegalListSchema,
  translation: z.nullable(serviceLegalListSchema),
  englishChangedAt: z.nullable(z.string()),
});

export const serviceListTranslationResponseSchema = z.extend(serviceListTranslationSchema, { message: z.string() });

export const serviceListTranslationReviewsSchema = z.object({
  reviews: z.array(z.object({ slug: z.string(), englishChangedAt: z.string() })),
});

export type ServiceListTranslation = z.infer<typeof serviceListTranslationSchema>;
export type ServiceListTranslationReviews = z.infer<typeof serviceListTranslationReviewsSchema>;

export const serviceListTranslationMessages = {
  saved: "Hindi lists saved. The Hindi service page shows them now.",
} as const;
