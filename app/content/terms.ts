import { legalReviewed, type LegalDocument } from "./legal.ts";
import { defaultSite, type SiteIdentity } from "../../contract/site.ts";

/**
 * The terms of use of the website and its shop (issue 17, decision 027). The brand is the typed
 * default's; the operator's address is the one in force, so the route lays `termsIntro` over it.
 */
export const termsOfService: Omit<LegalDocument, "intro"> = {
  title: "Terms of Service",
  description: `The terms for using the ${defaultSite.brand} website, its guides and its shop of downloadable templates.`,
  reviewed: legalReviewed,
  sections: [
    {
      id: "information",
      heading: "Information, not legal advice",
      paragraphs: [
        "Our guides, articles, calendars and calculators explain labour and compliance rules in general terms. They are not legal advice for your situation. Labour rules change often and differ between states: check the current position with the department or authority concerned, or ask us, before you act.",
      ],
    },
    {
      id: "shop",
      heading: "Orders from the shop",
      paragraphs: [
        "Prices are in Indian rupees. Placing an order sends us a request: we confirm it by e-mail and contact you about payment and delivery; the site itself takes no payment. A coupon applies only as shown at checkout.",
        "Templates and checklists you buy may be used and adapted inside your own business. You may not resell them, publish them or share them outside your business.",
      ],
    },
    {
      id: "use",
      heading: "Using the website",
      paragraphs: [
        "Do not misuse the site: no attempts to break in, overload it, collect other people's data or send unlawful content through its forms. Staff login is for the firm's staff only.",
        `The text, design and documents on this site belong to ${defaultSite.brand} or its licensors. You may read, print and share links to pages for your own use.`,
      ],
    },
    {
      id: "liability",
      heading: "Our responsibility",
      paragraphs: [
        "We take care that the site is accurate and available, but we cannot promise that it is always complete, current or uninterrupted. As far as the law allows, we are not liable for losses that come from relying on general information on the site without advice for your situation. Nothing in these terms limits a liability that the law does not allow us to limit.",
      ],
    },
    {
      id: "privacy",
      heading: "Your personal data",
      paragraphs: [
        "How we handle the personal data you give us through the site, and your rights over it, is explained in our Privacy Policy.",
      ],
    },
    {
      id: "law",
      heading: "Law and disputes",
      paragraphs: [
        `These terms are governed by the laws of India. Courts at ${defaultSite.address.city}, ${defaultSite.address.region} have jurisdiction over any dispute about them. We may update these terms; the version on this page, with its review date, applies.`,
      ],
    },
  ],
};

/** The terms' opening, naming who runs the site at the address in force (staff may change it, decision 028). */
export function termsIntro({ brand, address }: SiteIdentity): string {
  return `These terms apply when you use this website, read its guides or order from its shop. By using the site you accept them. The website is run by ${brand}, ${address.lines.join(", ")}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}.`;
}
