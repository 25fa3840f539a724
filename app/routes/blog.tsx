import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Latest Insights & Updates",
    description: "Articles, case studies and reviews on HR, payroll and labour-law compliance in India.",
    path: "/blog",
  });

export default function BlogPage() {
  return <PageHero title={"Latest Insights & Updates"} />;
}
