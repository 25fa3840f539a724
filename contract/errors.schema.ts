import * as z from "zod/mini";

/** Every non-2xx API answer (OPERATING.md): the spec's screens read `error` or `message`. */
export const errorBodySchema = z.object({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});
