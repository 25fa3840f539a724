import * as z from "zod/mini";
import { analyticsMessages, maxRangeDays } from "./analytics.ts";

const isoDate = z.string({ error: analyticsMessages.invalidDate }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, analyticsMessages.invalidDate),
  z.refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, analyticsMessages.invalidDate),
);

const dayMs = 86_400_000;

/** ?from=&to= (India dates, both included), from not after to, at most maxRangeDays days. */
export const analyticsQuerySchema = z
  .object({ from: isoDate, to: isoDate, format: z._default(z.enum(["json", "csv"]), "json") })
  .check(
    z.refine((q) => q.from <= q.to, { message: analyticsMessages.fromAfterTo, path: ["from"] }),
    z.refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / dayMs < maxRangeDays, {
      message: analyticsMessages.rangeTooLong,
      path: ["to"],
    }),
  );

const conversionCountsSchema = z.object({
  enquiries: z.number(),
  subscriptions: z.number(),
  orders: z.number(),
  bookings: z.number(),
});

/** GET /api/admin/analytics: exactly the shape. */
export const analyticsReportSchema = z.object({
  views: z.number(),
  visitors: z.number(),
  pages: z.array(z.object({ path: z.string(), views: z.number(), visitors: z.number() })),
  /** `conversions`: of every kind (the detail's `sources` has them by kind). */
  sources: z.array(z.object({ source: z.string(), visitors: z.number(), conversions: z.number() })),
  conversions: conversionCountsSchema,
});

/** Visitors by a first view's source, landing page or campaign, with their conversions: all, and by kind. */
const keyed = z.array(
  z.object({ key: z.string(), visitors: z.number(), conversions: z.number(), byKind: conversionCountsSchema }),
);

export const analyticsDetailSchema = z.object({
  days: z.array(z.object({ day: z.string(), views: z.number(), visitors: z.number() })),
  sources: keyed,
  landingPages: keyed,
  referrers: z.array(z.object({ key: z.string(), visitors: z.number() })),
  campaigns: keyed,
  tools: z.array(z.object({ path: z.string(), runs: z.number() })),
});
