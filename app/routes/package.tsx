import { data } from "react-router";
import { PageHero } from "../components/ui/page-hero.tsx";
import { packageLinks } from "../content/navigation.ts";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/package";

export function loader({ params }: Route.LoaderArgs) {
  const link = packageLinks.find((l) => l.to === `/packages/${params.slug}`);
  if (!link) throw data(null, { status: 404 });
  return { title: link.label, path: link.to };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? seoMeta(baseUrlFrom(matches), { title: loaderData.title, description: `${loaderData.title}: what the package includes.`, path: loaderData.path }) : [];

export default function PackagePage({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.title} />;
}
