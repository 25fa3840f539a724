import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Checkout",
    description: "Check out your order.",
    path: "/checkout",
    noindex: true,
  });

export default function CheckoutPage() {
  return <PageHero title={"Checkout"} />;
}
