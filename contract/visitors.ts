import * as z from "zod/mini";

export const visitorsPath = "/api/visitors";
export const visitorCountSchema = z.object({ count: z.number().check(z.int(), z.gte(0)) });
export type VisitorCount = z.infer<typeof visitorCountSchema>;

export const visitorMessages = {
  fetchFailed: "Error fetching visitor count",
  incrementFailed: "Error incrementing visitor count",
} as const;
