import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "About Us",
    description: "Who we are: an HR and labour-law compliance consultancy serving Indian businesses since 2019.",
    path: "/about",
  });

export default function AboutPage() {
  return <PageHero title={"About Us"} />;
}
