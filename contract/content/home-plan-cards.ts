/** The three tiered plan cards on the home page (SPEC 2.4, 3 "Package card"). */
export type PlanCardIcon = "shield-check" | "briefcase" | "crown";

export interface PlanCard {
  id: string;
  /** A service card reveals its hover image and details on hover or focus; a featured card always shows its image. */
  type: "service" | "featured";
  title: string;
  description: string;
  image: { src: string; alt: string };
  hoverImage: { src: string; alt: string };
  icon: PlanCardIcon;
  features: string[];
  route: "/packages/essential" | "/packages/professional" | "/packages/platinum";
}

export const planCards: PlanCard[] = [
  {
    id: "essential",
    type: "service",
    title: "HR Essentials",
    description: "The statutory basics done right for small businesses: registrations, registers and monthly returns.",
    image: { src: "/images/illustrations/plan-essential.svg", alt: "A checklist with three ticked items" },
    hoverImage: {
      src: "/images/illustrations/plan-essential-hover.svg",
      alt: "A folder of compliance documents with a green tick",
    },
    icon: "shield-check",
    features: [
      "PF, ESIC and (where the state levies it) PT registrations",
      "Monthly challan and return checks and reminders",
      "Statutory registers and HR policy templates",
    ],
    route: "/packages/essential",
  },
  {
    id: "professional",
    type: "featured",
    title: "HR Professional",
    description: "A dedicated consultant for growing teams: payroll, recruitment support and performance management.",
    image: {
      src: "/images/illustrations/plan-professional.svg",
      alt: "A consultant reviewing a payroll chart with a client",
    },
    hoverImage: {
      src: "/images/illustrations/plan-professional.svg",
      alt: "A consultant reviewing a payroll chart with a client",
    },
    icon: "briefcase",
    features: ["Everything in Essentials", "Dedicated HR consultant", "Recruitment and performance support"],
    route: "/packages/professional",
  },
  {
    id: "platinum",
    type: "service",
    title: "HR Platinum",
    description: "Strategic HR for larger employers: multi-state compliance, audits and 24/7 support.",
    image: { src: "/images/illustrations/plan-platinum.svg", alt: "A map pin network linking several offices" },
    hoverImage: {
      src: "/images/illustrations/plan-platinum-hover.svg",
      alt: "A leadership team planning around a growth chart",
    },
    icon: "crown",
    features: [
      "Everything in Professional",
      "Strategic HR planning and executive coaching",
      "24/7 HR support across every state",
    ],
    route: "/packages/platinum",
  },
];
