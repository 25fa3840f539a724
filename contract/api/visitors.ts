import type * as z from "zod/mini";
import type { visitorCountSchema } from "./visitors.schema.ts";

export const visitorsPath = "/api/visitors";

export type VisitorCount = z.infer<typeof visitorCountSchema>;

export const visitorMessages = {
  fetchFailed: "Error fetching visitor count",
  incrementFailed: "Error incrementing visitor count",
} as const;
