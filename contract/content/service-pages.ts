import { servicePages, type ServicePage } from "../legal-content/service-pages.ts";
import type { ImageRef } from "../shared/image-ref.ts";
import type { DocumentSeo } from "./page-seo.ts";

/**
 * A /services/{slug} page's copy as staff edit it: the content document `services-<slug>`
 * (decision 102). The page's legal list (points, laws, review date and sources) is not in it: staff
 * keep those on the Services tab, where the legal checks and the public change log are (decisions
 * 028, 100). The page's layout (a call button, a contact section, the recruitment steps) stays typed.
 */
export interface ServicePageDocument {
  seo: DocumentSeo;
  eyebrow: string;
  /** The page's h1. */
  title: string;
  intro: string;
  illustration: ImageRef;
  /** The heading over the legal list. */
  listHeading: string;
  /** The box at the end: "Call our experts" or the contact section, as the layout has it. */
  closing: { heading: string; text: string };
}

export const serviceSlugs = [
  "flexi-staffing",
  "vendor-audit",
  "payroll-services",
  "establishment-compliances",
  "factory-compliance",
  "risk-audit",
  "requirement-process",
  "mines",
  "vendor-compliance",
  "payroll-compliance",
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];
export type ServicePageKey = `services-${ServiceSlug}`;
export type ServicePageDocuments = { [K in ServicePageKey]: ServicePageDocument };

function servicePageDocumentOf(page: ServicePage): ServicePageDocument {
  return {
    seo: { title: page.title, description: page.description },
    eyebrow: page.eyebrow,
    title: page.title,
    intro: page.intro,
    illustration: page.illustration,
    listHeading: page.listHeading,
    closing: page.layout === "call" ? page.call : page.contact,
  };
}

const byKey = <T>(make: (page: ServicePage) => T) =>
  Object.fromEntries(servicePages.map((page) => [`services-${page.slug}`, make(page)])) as {
    [K in ServicePageKey]: T;
  };

/** Each service page's typed default, by key: today's copy. */
export const servicePageDefaults: ServicePageDocuments = byKey(servicePageDocumentOf);

/** What the console calls each service page's document and where its page is. */
export const servicePageContentPages = byKey((page) => ({
  title: `Service: ${page.title}`,
  path: `/services/${page.slug}`,
}));

/** The content key of a service page's copy, for a slug the typed pages know. */
export const servicePageKeyOf = (slug: string): ServicePageKey | undefined =>
  (serviceSlugs as readonly string[]).includes(slug) ? (`services-${slug}` as ServicePageKey) : undefined;
