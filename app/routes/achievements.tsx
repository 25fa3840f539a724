import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/achievements";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "What have we achieved",
    description: "Our reach across India in numbers: clients, experts, audits and trainings.",
    path: "/achievements",
  });

export default function AchievementsPage() {
  return <PageHero title={"What have we achieved"} />;
}
