import type * as z from "zod/mini";
import type { analyticsDetailSchema, analyticsReportSchema } from "./analytics.schema.ts";

/** The firm's own analytics (issue 30, decision 131). */
export const analyticsPaths = {
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD: the shape; &format=csv: every table of the dashboard as one CSV. */
  report: "/api/admin/analytics",
  /** GET ?from=&to=: what the dashboard draws beyond the report (by day, sources, landing pages and campaigns with their conversions by kind, referrers, tools). */
  detail: "/api/admin/analytics/detail",
} as const;

export const analyticsMessages = {
  invalidDate: "from and to must be dates (YYYY-MM-DD).",
  fromAfterTo: "from must not be after to.",
  rangeTooLong: "Choose at most 366 days.",
} as const;

/**
 * What counts as a conversion, and when (issue 30): an enquiry or a booking when made, a
 * mailing-list signup when confirmed, an order when paid. Each is credited to its visit's source.
 */
export const conversionKinds = ["enquiries", "subscriptions", "orders", "bookings"] as const;

export type ConversionKind = (typeof conversionKinds)[number];

/** How the dashboard names one and several of each kind. */
export const conversionLabels: Record<ConversionKind, readonly [one: string, many: string]> = {
  enquiries: ["enquiry", "enquiries"],
  subscriptions: ["mailing-list signup", "mailing-list signups"],
  orders: ["paid order", "paid orders"],
  bookings: ["booking", "bookings"],
};

/** The longest range one request may ask for, in days. */
export const maxRangeDays = 366;

export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export type AnalyticsDetail = z.infer<typeof analyticsDetailSchema>;
export type ConversionCounts = AnalyticsReport["conversions"];
