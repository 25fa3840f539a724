/**
 * Where a visit came from (issue 30): the first page of the visit, the referring site and the
 * campaign's utm_* parameters, kept in the browser's session storage under `visitSourceKey` (not a
 * cookie) and sent with every form in these hidden fields.
 */
export const visitSourceKey = "visit-source";

export const visitSourceFields = ["landing_path", "referrer", "utm_source", "utm_medium", "utm_campaign"] as const;

export type VisitSourceFields = Record<(typeof visitSourceFields)[number], string>;

/**
 * A source's name, the same for the analytics and the enquiries: utm_source (lower case), else the
 * referring site's host without www., else "direct".
 */
export function sourceName(utmSource: string | null | undefined, referrer: string | null | undefined): string {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return utm.slice(0, 100);
  if (referrer) {
    try {
      return new URL(referrer).hostname.replace(/^www\./, "") || "direct";
    } catch {
      return "direct";
    }
  }
  return "direct";
}

/** What a conversion other than an enquiry keeps of its visit's source (bookings, signups, orders; issue 30). */
export interface ConversionSource {
  source: string;
  landing_path: string | null;
  campaign: string | null;
}

export function conversionSource(form: Partial<VisitSourceFields>): ConversionSource {
  return {
    source: sourceName(form.utm_source, form.referrer),
    landing_path: form.landing_path || null,
    campaign: form.utm_campaign?.trim().toLowerCase() || null,
  };
}
