import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/product-listing";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Shop & Download",
    description: "Download HR policy templates, letters, contracts, audit checklists and training.",
    path: "/product-listing",
  });

export default function ProductListingPage() {
  return <PageHero title={"Shop & Download"} />;
}
