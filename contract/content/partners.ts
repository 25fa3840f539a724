import type { ImageRef } from "../shared/image-ref.ts";
import type { DocumentSeo } from "./page-seo.ts";

/** The partner network (SPEC 2.8, 3 "Partner"): plainly sample firms, swappable for real ones. */
export interface Partner {
  id: string;
  companyName: string;
  subtitle: string;
  /** A wordmark about 260x64: the typed defaults' are under public/images/partners/. */
  logo: ImageRef;
  websiteUrl: string;
}

/** The /professional-collaboration page's content document (issue 28). */
export interface PartnersDocument {
  seo: DocumentSeo;
  eyebrow: string;
  title: string;
  intro: string;
  partners: Partner[];
}

const partners: Partner[] = [
  {
    id: "example-payroll",
    companyName: "Example Payroll Partners",
    subtitle: "Payroll processing and statutory filings",
    logo: { src: "/images/partners/example-payroll.svg", alt: "Example Payroll Partners logo", width: 260, height: 64 },
    websiteUrl: "https://payroll.example.com/",
  },
  {
    id: "sample-audit",
    companyName: "Sample Audit & Assurance",
    subtitle: "Vendor and compliance audits",
    logo: { src: "/images/partners/sample-audit.svg", alt: "Sample Audit & Assurance logo", width: 260, height: 64 },
    websiteUrl: "https://audit.example.com/",
  },
  {
    id: "demo-legal",
    companyName: "Demo Legal Associates",
    subtitle: "Labour-law advocates and litigation support",
    logo: { src: "/images/partners/demo-legal.svg", alt: "Demo Legal Associates logo", width: 260, height: 64 },
    websiteUrl: "https://legal.example.net/",
  },
  {
    id: "placeholder-skills",
    companyName: "Placeholder Skills Academy",
    subtitle: "Workforce training and certification",
    logo: {
      src: "/images/partners/placeholder-skills.svg",
      alt: "Placeholder Skills Academy logo",
      width: 260,
      height: 64,
    },
    websiteUrl: "https://skills.example.org/",
  },
];

export const partnersDefault: PartnersDocument = {
  seo: {
    title: "A Synergized Network of Success",
    description:
      "Our partner network of payroll, audit, legal and training firms working with us on HR and labour-law compliance across India.",
  },
  eyebrow: "Partner network",
  title: "A Synergized Network of Success",
  intro:
    "We work alongside specialist firms so that every compliance question has an expert answer: payroll processors, auditors, advocates and trainers who share our standards.",
  partners,
};
