import { RequireEditor } from "../../components/auth/require-editor.tsx";
import { PublishForm } from "../../components/blog/publish-form.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/create-blog-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: "Create Blog",
    description: "Publish a blog post, case study or review.",
    path: "/create-blog",
    noindex: true,
  });

export default function CreateBlogPage() {
  return (
    <RequireEditor
      hero={
        <PageHero eyebrow="Editor" title="Create Blog">
          Publish an article, a case study or a client review.
        </PageHero>
      }
    >
      {(session) => (
        <Container className="py-10">
          <div className="mx-auto max-w-3xl">
            <PublishForm token={session.token} />
          </div>
        </Container>
      )}
    </RequireEditor>
  );
}
