import { RequireEditor } from "../components/auth/require-editor.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { baseUrlFrom, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/create-blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(baseUrlFrom(matches), {
    title: "Create Blog",
    description: "Publish a blog post, case study or review.",
    path: "/create-blog",
    noindex: true,
  });

export default function CreateBlogPage() {
  return <RequireEditor>{() => <PageHero title={"Create Blog"} />}</RequireEditor>;
}
