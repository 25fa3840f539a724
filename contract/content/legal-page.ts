import { MONTHS } from "../shared/format.ts";
import { HINDI_MONTHS } from "../shared/format-hi.ts";
import type { Language } from "../shared/language.ts";
import { placeHi } from "../shared/site-hi.ts";
import type { SiteIdentity } from "../shared/site.ts";
import type { DocumentSeo } from "./page-seo.ts";

/**
 * A legal page as staff edit it (issue 28): the privacy policy and the terms. Each section's body
 * is rich text. Words in braces (`{brand}`, `{enquiryRetention}`, the list in `legalTokenNames`)
 * stand for values kept elsewhere (the identity and contact details in force, the server's
 * retention settings), so the published text stays true when those change (decisions 027, 081).
 */
export interface LegalPage {
  seo: DocumentSeo;
  heading: string;
  intro: string;
  /** When the firm last read the page against the site and the law, as YYYY-MM-DD. */
  reviewed: string;
  sections: { id: string; heading: string; body: string }[];
}

/** What a legal page's tokens are filled from: the identity in force and the retention settings. */
export interface LegalFacts {
  site: SiteIdentity;
  retention: { messageDays: number; enquiryDays: number };
}

const days = (n: number) => (n % 365 === 0 ? `${n / 365} year${n === 365 ? "" : "s"}` : `${n} days`);
const daysHi = (n: number) => (n % 365 === 0 ? `${n / 365} वर्ष` : `${n} दिन`);

/** The tokens staff may write in a legal page (the console's help lists them). */
export const legalTokenNames = [
  "brand",
  "enquiryRetention",
  "messageRetention",
  "operatorAddress",
  "city",
  "region",
  "seller",
  "gstin",
  "grievanceName",
  "grievanceEmail",
  "grievancePhone",
] as const;

function legalTokens(
  { site, retention }: LegalFacts,
  language: Language,
): Record<(typeof legalTokenNames)[number], string> {
  const { address, seller, privacyContact } = site;
  const period = language === "hi" ? daysHi : days;
  const place = language === "hi" ? placeHi : (name: string) => name;
  return {
    brand: site.brand,
    enquiryRetention: period(retention.enquiryDays),
    messageRetention: period(retention.messageDays),
    operatorAddress: `${address.lines.join(", ")}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`,
    city: place(address.city),
    region: place(address.region),
    seller: `${seller.legalName}, ${seller.addressLines.join(", ")}, ${seller.city}, ${seller.state} ${seller.postalCode}`,
    gstin: seller.gstin,
    grievanceName: privacyContact.name,
    grievanceEmail: privacyContact.email,
    grievancePhone: privacyContact.phone,
  };
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const fill = (text: string, tokens: Record<string, string>) =>
  text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => (Object.hasOwn(tokens, name) ? tokens[name]! : whole));

/**
 * The page as visitors read it: every token replaced by its value. Values are escaped where they
 * land in a body's HTML (a brand with "&" in it stays text); an unknown token is left as written.
 * In Hindi (issue 29) the periods read in Hindi and the shipped city and state by their Hindi names.
 */
export function filledLegalPage(page: LegalPage, facts: LegalFacts, language: Language = "en"): LegalPage {
  const tokens = legalTokens(facts, language);
  const escaped = Object.fromEntries(Object.entries(tokens).map(([name, value]) => [name, escapeHtml(value)]));
  return {
    seo: { ...page.seo, title: fill(page.seo.title, tokens), description: fill(page.seo.description, tokens) },
    heading: fill(page.heading, tokens),
    intro: fill(page.intro, tokens),
    reviewed: page.reviewed,
    sections: page.sections.map((section) => ({
      id: section.id,
      heading: fill(section.heading, tokens),
      body: fill(section.body, escaped),
    })),
  };
}

/** "Last reviewed: 24 November 2026" from the stored date ("पिछली समीक्षा: 24 नवंबर 2026" in Hindi). */
export function reviewedLabel(iso: string, language: Language = "en"): string {
  const [year, month, day] = iso.split("-").map(Number);
  if (language === "hi") return `पिछली समीक्षा: ${day} ${HINDI_MONTHS[(month ?? 1) - 1]} ${year}`;
  return `Last reviewed: ${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * A section's body in the markup the typed copy was written for: paragraphs, then a bulleted list
 * whose items may start with a term in bold. Used for the typed defaults only; staff write HTML
 * in the editor.
 */
export function sectionBody(paragraphs: string[], items: { term?: string; text: string }[] = []): string {
  const list = items.map(
    (item) => `<li>${item.term ? `<strong>${escapeHtml(item.term)}: </strong>` : ""}${escapeHtml(item.text)}</li>`,
  );
  return [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(list.length ? [`<ul>${list.join("")}</ul>`] : []),
  ].join("");
}
