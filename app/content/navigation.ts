import { toolLinks } from "./tool-links.ts";

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  id: string;
  links: NavLink[];
}

export const serviceLinks: NavLink[] = [
  { label: "Flexi Staffing", to: "/services/flexi-staffing" },
  { label: "Vendor Audit", to: "/services/vendor-audit" },
  { label: "Payroll Services", to: "/services/payroll-services" },
  { label: "Establishment Compliances", to: "/services/establishment-compliances" },
  { label: "Factory Compliances", to: "/services/factory-compliance" },
  { label: "Compliance Risk Audit", to: "/services/risk-audit" },
  { label: "Recruitment Process", to: "/services/requirement-process" },
  { label: "Mines Compliances", to: "/services/mines" },
  { label: "Vendor Compliances", to: "/services/vendor-compliance" },
  { label: "Payroll Compliances", to: "/services/payroll-compliance" },
];

export const packageLinks: NavLink[] = [
  { label: "HR Essentials", to: "/packages/essential" },
  { label: "HR Professional", to: "/packages/professional" },
  { label: "HR Platinum", to: "/packages/platinum" },
];

/** SPEC 2.2's entries in its order, then the compliance tools (issue 18). */
export const knowledgeLinks: NavLink[] = [
  { label: "ESIC Guidelines", to: "/esic" },
  { label: "EPFO Guidelines", to: "/epfo" },
  { label: "SE Guide", to: "/se-guide" },
  { label: "Factory Guidelines", to: "/factory-guide" },
  { label: "Blog", to: "/blog" },
  { label: "Shop & Download", to: "/product-listing" },
  ...Object.values(toolLinks).map((tool) => ({ label: tool.label, to: tool.path })),
];

export const moreLinks: NavLink[] = [
  { label: "About Us", to: "/about" },
  { label: "Partner Network", to: "/professional-collaboration" },
  { label: "Industrial Licenses", to: "/industrial-licenses" },
  { label: "Achievements", to: "/achievements" },
];

/** The header's dropdown menus, in order (SPEC 2.2). */
export const navGroups: NavGroup[] = [
  { id: "services", label: "Services", links: serviceLinks },
  { id: "packages", label: "Packages", links: packageLinks },
  { id: "knowledge", label: "HR Knowledge Center", links: knowledgeLinks },
  { id: "more", label: "More", links: moreLinks },
];

/** Top-level links; `verifiedOnly` ones show only for a verified user (SPEC 2.2, 6). */
export const topLinks: (NavLink & { verifiedOnly?: boolean })[] = [
  { label: "Home", to: "/" },
  { label: "Create Blog", to: "/create-blog", verifiedOnly: true },
  { label: "Create Product", to: "/products-create", verifiedOnly: true },
];

export const contactCta: NavLink = { label: "Contact Us", to: "/contact" };
