import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Contact Us",
    description: "Talk to our compliance team: send an enquiry, call us or visit our office.",
    path: "/contact",
  });

export default function ContactPage() {
  return <PageHero title={"Contact Us"} />;
}
