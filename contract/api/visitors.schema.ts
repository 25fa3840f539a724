import * as z from "zod/mini";

export const visitorCountSchema = z.object({ count: z.number().check(z.int(), z.gte(0)) });
