import * as z from "zod/mini";

/** Every non-2xx API answer (OPERATING.md): the spec's screens read `error` or `message`. */
export const errorBodySchema = z.object({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const genericMessages = {
  invalidRequest: "The request is not valid.",
  notFound: "Not found.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  unauthorized: "Please log in to continue.",
  forbidden: "Your account is not allowed to do this.",
  serverError: "Something went wrong on our side. Please try again.",
  payloadTooLarge: "The request is too large.",
} as const;
