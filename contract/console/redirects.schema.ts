import * as z from "zod/mini";
import { redirectMessages as m } from "./redirects.ts";

export const redirectSchema = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  createdAt: z.string(),
  createdBy: z.nullable(z.string()),
});

export const redirectListSchema = z.object({ redirects: z.array(redirectSchema) });

/** POST /api/admin/redirects: the shape only; where each address may point is the server's rule. */
export const redirectCreateSchema = z.object({
  from: z
    .string({ error: m.invalidFrom })
    .check(z.trim(), z.minLength(2, m.invalidFrom), z.maxLength(500, m.invalidFrom)),
  to: z.string({ error: m.invalidTo }).check(z.trim(), z.minLength(1, m.invalidTo), z.maxLength(2000, m.invalidTo)),
});
