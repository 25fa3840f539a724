import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Cart",
    description: "Your cart.",
    path: "/cart",
    noindex: true,
  });

export default function CartPage() {
  return <PageHero title={"Cart"} />;
}
