import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "HR, payroll and labour-law compliance partner",
    description: "An HR and labour-law compliance partner for Indian businesses: payroll, ESIC and EPFO, licences, audits, recruitment and training.",
    path: "/",
  });

export default function HomePage() {
  return <PageHero title={"HR, payroll and labour-law compliance partner"} />;
}
