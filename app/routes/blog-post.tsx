import { data } from "react-router";
import { PageHero } from "../components/ui/page-hero.tsx";
import { servicesContext } from "../lib/services-context.ts";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const post = Number.isSafeInteger(id) && id > 0 ? await context.get(servicesContext).getPost(id) : null;
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(baseUrlFrom(matches), { title: loaderData.post.title, description: loaderData.post.excerpt, path: `/blog/${loaderData.post.id}`, type: "article" })
    : [];

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.post.title} />;
}
