import type { ImageRef } from "../shared/image-ref.ts";
import type { MarketingIconName } from "../shared/marketing-icons.ts";
import type { DocumentSeo } from "./page-seo.ts";

/** The /services overview page (SPEC 2.6): hero, the two-column services grid, feature cards; the content document `services`. */

export interface Stat {
  id: string;
  name: string;
  value: string;
}

export interface ServiceSummary {
  name: string;
  description: string;
  icon: MarketingIconName;
  features: string[];
  /** The service's own page. */
  to: string;
}

export interface FeatureCard {
  icon: MarketingIconName;
  title: string;
  description: string;
}

export interface ServicesOverview {
  seo: DocumentSeo;
  hero: {
    badge: string;
    title: string;
    text: string;
    primary: { label: string; to: string };
    secondary: { label: string; to: string };
    illustration: ImageRef;
    stats: Stat[];
  };
  grid: { eyebrow: string; title: string; text: string; contactLabel: string; contactTo: string };
  services: ServiceSummary[];
  features: { title: string; cards: FeatureCard[] };
}

export const servicesOverview: ServicesOverview = {
  seo: {
    title: "HR, Payroll and Labour-Law Compliance Services",
    description:
      "Flexi staffing, payroll, PF and ESI compliance, shops and factory licences, vendor and risk audits, mines compliance and recruitment for Indian employers, from one accountable team.",
  },
  hero: {
    badge: "HR and labour-law compliance since 2019",
    title: "Every HR and compliance task your business owes, handled by one accountable team",
    text: "Payroll, PF and ESI, shop and factory licences, contractor audits, staffing and hiring, for employers across India with deep roots in Rajasthan. You run the business; we keep the registers, returns and licences in order and tell you early when a rule changes.",
    primary: { label: "Book a free consultation", to: "/book" },
    secondary: { label: "Compare HR plans", to: "/comparison" },
    illustration: {
      src: "/images/services/overview.svg",
      alt: "A compliance checklist with ticked items beside a shield and a factory, office and shop",
      width: 480,
      height: 360,
    },
    stats: [
      { id: "corporates", name: "corporates rely on us", value: "100+" },
      { id: "experts", name: "experts across India", value: "180+" },
      { id: "audits", name: "vendor audits every month", value: "50+" },
    ],
  },
  grid: {
    eyebrow: "What we do",
    title: "Services for every stage of the employee lifecycle",
    text: "Pick one service or let us run the whole function. Every engagement starts with a look at what already exists, so you pay only for the gaps.",
    contactLabel: "Enquire about",
    contactTo: "/contact",
  },
  services: [
    {
      name: "Flexi Staffing",
      description:
        "Trained temporary and fixed-term staff on our rolls, so your headcount can flex without a compliance gap.",
      icon: "staffing",
      features: [
        "Workers deployed within days",
        "Wages, PF and ESI handled by us",
        "Contract labour licensing where it applies",
      ],
      to: "/services/flexi-staffing",
    },
    {
      name: "Vendor Audit",
      description:
        "On-site and portal checks of every contractor on your premises, because their defaults can become yours.",
      icon: "audit",
      features: [
        "PF and ESI challans matched to headcount",
        "Minimum wage and pay-date checks",
        "Scored report with deadlines",
      ],
      to: "/services/vendor-audit",
    },
    {
      name: "Payroll Services",
      description:
        "Monthly payroll from your attendance data, with payslips, bank files and every statutory deduction.",
      icon: "payroll",
      features: [
        "Salary structures fit for the Labour Codes",
        "TDS, PF and ESI worked out",
        "Full and final settlements on time",
      ],
      to: "/services/payroll-services",
    },
    {
      name: "Establishment Compliances",
      description:
        "Shops and commercial establishment registration, hours, holidays and registers under Rajasthan's amended rules.",
      icon: "establishment",
      features: [
        "Registration where it is still required",
        "Hours and overtime to the 2026 amendment",
        "Inspection-ready registers",
      ],
      to: "/services/establishment-compliances",
    },
    {
      name: "Factory Compliances",
      description:
        "Plan approval, licence, welfare and safety duties and annual returns for factories, now under the OSH Code.",
      icon: "factory",
      features: ["RajFAB approvals and renewals", "Hours, overtime and welfare duties", "Single Integrated Return"],
      to: "/services/factory-compliance",
    },
    {
      name: "Compliance Risk Audit",
      description:
        "A full health check of your labour-law position, ranked by risk so the expensive problems are fixed first.",
      icon: "risk",
      features: [
        "Applicability map for every site",
        "PF, ESI, bonus and gratuity exposure",
        "Risk-rated report and action plan",
      ],
      to: "/services/risk-audit",
    },
    {
      name: "Recruitment Process",
      description:
        "A four-step hiring process from role brief to joining day, run by recruiters who know your industry.",
      icon: "recruitment",
      features: [
        "Clear role brief before the search",
        "Screened shortlist of three to five",
        "Offer, appointment letter and onboarding",
      ],
      to: "/services/requirement-process",
    },
    {
      name: "Mines Compliances",
      description: "DGMS notices, managers, working hours, registers and returns for mines of every size.",
      icon: "mines",
      features: [
        "Notice of opening and appointments",
        "Hours within surface and underground limits",
        "Accident reporting and annual returns",
      ],
      to: "/services/mines",
    },
    {
      name: "Vendor Compliances",
      description:
        "For contractors: the licence, registers and monthly proof that principal employers ask for before they pay.",
      icon: "vendor",
      features: [
        "Contractor licence and renewals",
        "Monthly compliance pack per client",
        "Support during client audits",
      ],
      to: "/services/vendor-compliance",
    },
    {
      name: "Payroll Compliances",
      description:
        "The statutory side of payroll: deductions, deposits, returns and due dates, even if you pay salaries in-house.",
      icon: "compliance",
      features: ["PF ECR and ESI by the 15th", "UAN and Aadhaar seeding", "Monthly filing report with challans"],
      to: "/services/payroll-compliance",
    },
  ],
  features: {
    title: "Why employers stay with us",
    cards: [
      {
        icon: "law",
        title: "Led by a practising advocate",
        description:
          "Our advice starts from the text of the law and the department's current practice, not from a template, and we put it in writing.",
      },
      {
        icon: "team",
        title: "One team, one point of contact",
        description:
          "Payroll, licences, audits and hiring sit with one team, so nothing falls between two vendors and you always know whom to call.",
      },
      {
        icon: "report",
        title: "Proof every month",
        description:
          "Challans, acknowledgements and a short status report arrive every month, so you can show any auditor or inspector exactly what was done.",
      },
    ],
  },
};
