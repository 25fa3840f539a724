import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/internship";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "SUMMER TRAINING / INTERNSHIP PROGRAMS 2025",
    description: "Summer training and internship programmes in cloud, data science, web development and AI.",
    path: "/internship",
  });

export default function InternshipPage() {
  return <PageHero title={"SUMMER TRAINING / INTERNSHIP PROGRAMS 2025"} />;
}
