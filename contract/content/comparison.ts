import type { DocumentSeo } from "./page-seo.ts";

/**
 * The HR plan comparison (SPEC 2.12 and 3, "Plan comparison data"); the content document
 * `comparison`, this copy its default. Every cell is the spec's: `true` is a tick (included),
 * `false` a cross (not included), a string is shown as text.
 */
export type ComparisonCell = boolean | string;

export interface ComparisonRow {
  label: string;
  /** One per plan, in plan order: HR Essentials, HR Professional, HR Platinum. */
  cells: ComparisonCell[];
}

export type ComparisonTabId = "features" | "benefits" | "process";

export interface ComparisonTab {
  id: ComparisonTabId;
  label: string;
  rows: ComparisonRow[];
}

export interface ComparisonPage {
  seo: DocumentSeo;
  eyebrow: string;
  title: string;
  intro: string;
  plans: { name: string; to: string }[];
  tabs: ComparisonTab[];
  cta: { heading: string; text: string; label: string; to: string };
}

const all: ComparisonRow["cells"] = [true, true, true];
const professionalUp: ComparisonRow["cells"] = [false, true, true];
const platinumOnly: ComparisonRow["cells"] = [false, false, true];

export const comparisonTabs: ComparisonTab[] = [
  {
    id: "features",
    label: "What You Get",
    rows: [
      { label: "Basic HR Support", cells: all },
      { label: "Employee Handbook", cells: all },
      { label: "Compliance Updates", cells: all },
      { label: "HR Policy Templates", cells: all },
      { label: "Dedicated HR Consultant", cells: professionalUp },
      { label: "Recruitment Support", cells: professionalUp },
      { label: "Performance Management", cells: professionalUp },
      { label: "24/7 HR Support", cells: platinumOnly },
      { label: "Strategic HR Planning", cells: platinumOnly },
      { label: "Executive Coaching", cells: platinumOnly },
    ],
  },
  {
    id: "benefits",
    label: "Benefits",
    rows: [
      { label: "Compliance Assurance", cells: all },
      { label: "Reduced Legal Risks", cells: all },
      { label: "Standardized Processes", cells: all },
      { label: "Improved Hiring", cells: professionalUp },
      { label: "Employee Development", cells: professionalUp },
      { label: "Priority Support", cells: professionalUp },
      { label: "Strategic Alignment", cells: platinumOnly },
      { label: "Leadership Development", cells: platinumOnly },
    ],
  },
  {
    id: "process",
    label: "Process",
    rows: [
      { label: "Initial Consultation", cells: ["1 session", "2 sessions", "Unlimited"] },
      { label: "Implementation Timeline", cells: ["2 weeks", "1 week", "48 hours"] },
      { label: "Ongoing Support", cells: ["Email only", "Email + Phone", "24/7 Multichannel"] },
      { label: "Review Meetings", cells: ["Annual", "Quarterly", "Monthly"] },
    ],
  },
];

export const comparisonPlans: ComparisonPage["plans"] = [
  { name: "HR Essentials", to: "/packages/essential" },
  { name: "HR Professional", to: "/packages/professional" },
  { name: "HR Platinum", to: "/packages/platinum" },
];

export const comparisonPage: ComparisonPage = {
  seo: {
    title: "HR Plan Comparison: Essentials vs Professional vs Platinum",
    description:
      "Compare what you get, the benefits and the onboarding process of the HR Essentials, HR Professional and HR Platinum compliance plans, then book a free HR audit.",
  },
  eyebrow: "HR plans side by side",
  title: "HR Plan Comparison",
  intro:
    "Three ways to hand us your HR and labour-law compliance. Essentials keeps a small team's policies, registers and filings in order; Professional adds a named consultant, hiring and performance support; Platinum adds round-the-clock help and a people strategy for growing and multi-site employers.",
  plans: comparisonPlans,
  tabs: comparisonTabs,
  cta: {
    heading: "Not sure which plan fits?",
    text: "We start with a free HR audit: we look at your registrations, registers and monthly filings, tell you where the gaps are, and then recommend the smallest plan that closes them.",
    label: "Get Free HR Audit",
    to: "/contact",
  },
};
