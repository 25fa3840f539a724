/** Section copy of the home page (SPEC 2.4) that is not a list of its own elsewhere in app/content/. */
export type ServiceIcon = "users" | "clipboard-check" | "wallet" | "building" | "factory" | "graduation-cap";

export interface HomeService {
  id: string;
  name: string;
  description: string;
  icon: ServiceIcon;
  to: string;
}

export interface HomeContent {
  intro: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    button: { label: string; to: string };
    highlights: string[];
  };
  plans: { eyebrow: string; title: string; description: string };
  services: {
    offer: { eyebrow: string; title: string; description: string };
    why: { eyebrow: string; title: string; description: string; points: string[] };
    items: HomeService[];
    link: { label: string; to: string };
  };
  insights: { eyebrow: string; title: string; description: string; link: { label: string; to: string } };
  caseStudies: { eyebrow: string; title: string; description: string; link: { label: string; to: string } };
  founder: { eyebrow: string };
  stats: { title: string };
  callToAction: { title: string; description: string; callLabel: string; contactLabel: string };
}

export const home: HomeContent = {
  intro: {
    eyebrow: "Who we are",
    title: "One partner for HR, payroll and labour-law compliance",
    paragraphs: [
      "Since 2019 we have helped Indian employers stay on the right side of labour law: registrations and licences, PF and ESIC, payroll, vendor audits, recruitment and training, with our own resources and infrastructure.",
      "Factories, IT firms, retailers and contractors come to us so that inspections, notices and due dates are handled by people who track them every day.",
    ],
    button: { label: "More about us", to: "/about" },
    highlights: ["Own resources and infrastructure", "Labour Codes ready", "One point of contact"],
  },
  plans: {
    eyebrow: "HR packages",
    title: "Choose the support your business needs",
    description: "Three packages, from the statutory basics to strategic HR. Open one to see what it covers.",
  },
  services: {
    offer: {
      eyebrow: "What we offer",
      title: "Comprehensive HR solutions",
      description: "Everything an employer in India must get right, handled by specialists who do it every day.",
    },
    why: {
      eyebrow: "Why choose us",
      title: "Built for businesses of all sizes",
      description: "From a ten-person shop to a multi-state manufacturer, the same discipline applies.",
      points: [
        "Monthly compliance calendar with every due date tracked",
        "Advocates and HR specialists on one team",
        "Clear fixed scopes, no surprise fees",
        "Reports you can show your auditors and the labour department",
      ],
    },
    items: [
      {
        id: "payroll",
        name: "Payroll services",
        description: "Monthly payroll, payslips and full and final settlements, on time.",
        icon: "wallet",
        to: "/services/payroll-services",
      },
      {
        id: "compliance",
        name: "Establishment compliances",
        description: "Shops and establishment registrations, renewals where a state requires them, and registers.",
        icon: "building",
        to: "/services/establishment-compliances",
      },
      {
        id: "factory",
        name: "Factory compliances",
        description: "Licences, plan approvals, returns and inspection readiness.",
        icon: "factory",
        to: "/services/factory-compliance",
      },
      {
        id: "audit",
        name: "Vendor audit",
        description: "Monthly audits of contractors' PF, ESIC, wages and licences.",
        icon: "clipboard-check",
        to: "/services/vendor-audit",
      },
      {
        id: "staffing",
        name: "Flexi staffing",
        description: "Compliant temporary and contract staff when you need them.",
        icon: "users",
        to: "/services/flexi-staffing",
      },
      {
        id: "training",
        name: "Training",
        description: "Workshops on the Labour Codes, POSH and HR operations.",
        icon: "graduation-cap",
        to: "/internship",
      },
    ],
    link: { label: "See all services", to: "/services" },
  },
  insights: {
    eyebrow: "Latest insights",
    title: "Insights & Intelligence",
    description: "Plain-language updates on labour law, payroll and compliance from our team.",
    link: { label: "Read the blog", to: "/blog" },
  },
  caseStudies: {
    eyebrow: "Case studies",
    title: "Results for clients like you",
    description:
      "Sample case studies that show how we approach compliance problems for manufacturers, logistics firms and start-ups.",
    link: { label: "All case studies", to: "/case-studies" },
  },
  founder: { eyebrow: "From our founder" },
  stats: { title: "Our work in numbers" },
  callToAction: {
    title: "Not sure where you stand?",
    description:
      "Talk to a compliance expert today. We will tell you what is due, what is missing and what it takes to fix it.",
    callLabel: "Call for a consultation",
    contactLabel: "Send an enquiry",
  },
};
