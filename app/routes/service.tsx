import { data } from "react-router";
import { PageHero } from "../components/ui/page-hero.tsx";
import { serviceLinks } from "../content/navigation.ts";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const link = serviceLinks.find((l) => l.to === `/services/${params.slug}`);
  if (!link) throw data(null, { status: 404 });
  return { title: link.label, path: link.to };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? seoMeta(baseUrlFrom(matches), { title: loaderData.title, description: `${loaderData.title}: how we handle it for your business.`, path: loaderData.path }) : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.title} />;
}
