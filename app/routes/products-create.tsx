import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/products-create";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Create Product",
    description: "Add a product to the shop.",
    path: "/products-create",
    noindex: true,
  });

export default function ProductsCreatePage() {
  return <PageHero title={"Create Product"} />;
}
