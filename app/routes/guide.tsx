import { data } from "react-router";
import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/guide";

const guides: Record<string, { title: string; description: string }> = {
  "/esic": { title: "ESIC Guidelines", description: "ESIC coverage, contribution rates, due dates and benefits, in plain answers." },
  "/epfo": { title: "EPFO Guidelines", description: "EPF coverage, the wage ceiling, contribution split, ECR and UAN, in plain answers." },
  "/se-guide": { title: "SE Guide", description: "Shops and establishments registration, hours and leave in Rajasthan, in plain answers." },
  "/factory-guide": { title: "Factory Guidelines", description: "Factory licensing, working hours and welfare duties, in plain answers." },
};

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const guide = guides[path];
  if (!guide) throw data(null, { status: 404 });
  return { path, ...guide };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? seoMeta(baseUrlFrom(matches), { title: loaderData.title, description: loaderData.description, path: loaderData.path }) : [];

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.title} />;
}
