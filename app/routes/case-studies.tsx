import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/case-studies";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Case Studies",
    description: "How we have helped businesses fix and run their HR and labour-law compliance.",
    path: "/case-studies",
  });

export default function CaseStudiesPage() {
  return <PageHero title={"Case Studies"} />;
}
