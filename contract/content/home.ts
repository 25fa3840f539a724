import { hero, type HeroContent } from "./home-hero.ts";
import { home, type HomeContent } from "./home-copy.ts";
import { clients, type ClientsContent } from "./home-clients.ts";
import { faq, type FaqContent } from "./home-faq.ts";
import { planCards, type PlanCard } from "./home-plan-cards.ts";
import { pricing, type PricingContent } from "./home-pricing.ts";
import { testimonials, type TestimonialsContent } from "./home-testimonials.ts";
import type { DocumentSeo } from "./page-seo.ts";
import { claims, homeStats, type Stat } from "./stats.ts";

/** The home page's content document (issue 28): its typed default is today's copy. */
export interface HomeDocument {
  seo: DocumentSeo;
  hero: HeroContent;
  copy: HomeContent;
  planCards: PlanCard[];
  pricing: PricingContent;
  testimonials: TestimonialsContent;
  faq: FaqContent;
  clients: ClientsContent;
  claims: Stat[];
  stats: Stat[];
}

export const homeDefault: HomeDocument = {
  seo: {
    title: "{brand}: HR, payroll and labour-law compliance partner",
    description:
      "An HR and labour-law compliance partner for Indian businesses: payroll, ESIC and EPFO, licences, audits, recruitment and training.",
  },
  hero,
  copy: home,
  planCards,
  pricing,
  testimonials,
  faq,
  clients,
  claims,
  stats: homeStats,
};
