import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/dash";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Booking Voucher",
    description: "A sample booking voucher.",
    path: "/dash",
    noindex: true,
  });

export default function DashPage() {
  return <PageHero title={"Booking Voucher"} />;
}
