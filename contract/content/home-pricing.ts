/** The home pricing section (SPEC 2.4, 3 "Pricing tier", 9 prices). */
export interface PricingTier {
  id: string;
  name: string;
  price: { monthly: string; annually: string };
  description: string;
  features: string[];
  featured: boolean;
  cta: string;
  mostPopular: boolean;
}

export interface PricingContent {
  title: string;
  subtitle: string;
  description: string;
  /** Per-employee price note shown under each amount. */
  unit: { monthly: string; annually: string };
  ctaTo: string;
  tiers: PricingTier[];
}

export const pricing: PricingContent = {
  title: "Pricing",
  subtitle: "Plans that grow with your workforce",
  description:
    "Simple per-employee pricing, no set-up fees. Every plan starts with a 14-day free trial, no credit card required.",
  unit: { monthly: "per employee / month", annually: "per employee / month, billed annually" },
  ctaTo: "/contact",
  tiers: [
    {
      id: "tier-starter",
      name: "Essential",
      price: { monthly: "$15", annually: "$12" },
      description: "For small businesses that need the statutory basics handled.",
      features: ["Basic HR support", "Employee handbook", "Compliance updates", "HR policy templates"],
      featured: false,
      cta: "Start free trial",
      mostPopular: false,
    },
    {
      id: "tier-professional",
      name: "Professional",
      price: { monthly: "$30", annually: "$25" },
      description: "For growing teams that want a dedicated consultant.",
      features: ["Everything in Essential", "Dedicated HR consultant", "Recruitment support", "Performance management"],
      featured: true,
      cta: "Start free trial",
      mostPopular: true,
    },
    {
      id: "tier-enterprise",
      name: "Platinum",
      price: { monthly: "$60", annually: "$50" },
      description: "For multi-site employers that need strategic HR and round-the-clock help.",
      features: ["Everything in Professional", "24/7 HR support", "Strategic HR planning", "Executive coaching"],
      featured: false,
      cta: "Talk to sales",
      mostPopular: false,
    },
  ],
};
