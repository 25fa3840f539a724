import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Our Services",
    description: "HR outsourcing, payroll, statutory compliance, audits, recruitment and government liaison for Indian employers.",
    path: "/services",
  });

export default function ServicesPage() {
  return <PageHero title={"Our Services"} />;
}
