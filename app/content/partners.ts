/** The partner network (SPEC 2.8, 3 "Partner"): plainly sample firms, swappable for real ones. */
export interface Partner {
  id: string;
  companyName: string;
  subtitle: string;
  /** A 260x64 wordmark under public/images/partners/. */
  logo: string;
  logoAlt: string;
  websiteUrl: string;
}

export const partnersPage = {
  title: "A Synergized Network of Success",
  eyebrow: "Partner network",
  intro:
    "We work alongside specialist firms so that every compliance question has an expert answer: payroll processors, auditors, advocates and trainers who share our standards.",
  description:
    "Our partner network of payroll, audit, legal and training firms working with us on HR and labour-law compliance across India.",
};

export const partners: Partner[] = [
  {
    id: "example-payroll",
    companyName: "Example Payroll Partners",
    subtitle: "Payroll processing and statutory filings",
    logo: "/images/partners/example-payroll.svg",
    logoAlt: "Example Payroll Partners logo",
    websiteUrl: "https://payroll.example.com/",
  },
  {
    id: "sample-audit",
    companyName: "Sample Audit & Assurance",
    subtitle: "Vendor and compliance audits",
    logo: "/images/partners/sample-audit.svg",
    logoAlt: "Sample Audit & Assurance logo",
    websiteUrl: "https://audit.example.com/",
  },
  {
    id: "demo-legal",
    companyName: "Demo Legal Associates",
    subtitle: "Labour-law advocates and litigation support",
    logo: "/images/partners/demo-legal.svg",
    logoAlt: "Demo Legal Associates logo",
    websiteUrl: "https://legal.example.net/",
  },
  {
    id: "placeholder-skills",
    companyName: "Placeholder Skills Academy",
    subtitle: "Workforce training and certification",
    logo: "/images/partners/placeholder-skills.svg",
    logoAlt: "Placeholder Skills Academy logo",
    websiteUrl: "https://skills.example.org/",
  },
];
