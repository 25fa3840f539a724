import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/professional-collaboration";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "A Synergized Network of Success",
    description: "Our partner network of firms we work with to serve clients across India.",
    path: "/professional-collaboration",
  });

export default function ProfessionalCollaborationPage() {
  return <PageHero title={"A Synergized Network of Success"} />;
}
