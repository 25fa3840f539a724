import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Customer Reviews",
    description: "What our clients say about working with us.",
    path: "/review",
  });

export default function ReviewPage() {
  return <PageHero title={"Customer Reviews"} />;
}
