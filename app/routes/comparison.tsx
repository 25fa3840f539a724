import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/comparison";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "HR Plan Comparison",
    description: "Compare the HR Essentials, HR Professional and HR Platinum plans feature by feature.",
    path: "/comparison",
  });

export default function ComparisonPage() {
  return <PageHero title={"HR Plan Comparison"} />;
}
