import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/industrial-licenses";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Department and Licence Information",
    description: "Which department issues which licence: a directory of 23 departments for businesses in Rajasthan.",
    path: "/industrial-licenses",
  });

export default function IndustrialLicensesPage() {
  return <PageHero title={"Department and Licence Information"} />;
}
