/**
 * The guide answers in Hindi as staff keep them beside the English ones (issue 29, decision 121):
 * each has its own question, answer, review date and sources, and is flagged for review when the
 * English answer changed after the Hindi was last saved.
 */
import * as z from "zod/mini";
import { guideAnswerSchema } from "./guides.schema.ts";

export const guideTranslationPaths = {
  /** GET the pair, PATCH the translation, POST `/preview` to see it as the Hindi page would. */
  translation: (id: string, language: string) =>
    `/api/admin/guide-answers/${encodeURIComponent(id)}/${encodeURIComponent(language)}`,
  /** The translations whose English answer changed since they were saved. */
  reviews: (language: string) => `/api/admin/guide-translations/${encodeURIComponent(language)}/reviews`,
} as const;

export const guideTranslationParamsSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/)),
  language: z.enum(["hi"]),
});

export const guideTranslationLanguageSchema = z.object({ language: z.enum(["hi"]) });

/** An answer with its translation (null until one is written) and, when flagged, when the English changed. */
export const guideTranslationSchema = z.object({
  english: guideAnswerSchema,
  translation: z.nullable(guideAnswerSchema),
  englishChangedAt: z.nullable(z.string()),
});

export const guideTranslationResponseSchema = z.extend(guideTranslationSchema, { message: z.string() });

export const guideTranslationReviewsSchema = z.object({
  reviews: z.array(z.object({ id: z.string(), englishChangedAt: z.string() })),
});

export type GuideTranslation = z.infer<typeof guideTranslationSchema>;
export type GuideTranslationReviews = z.infer<typeof guideTranslationReviewsSchema>;

export const guideTranslationMessages = {
  saved: "Hindi answer saved. The Hindi guide page shows it now.",
} as const;
