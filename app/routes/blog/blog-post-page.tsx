import { ArrowLeft } from "lucide-react";
import { contentPage } from "../../../contract/shared/page-handle.ts";
import { data, isRouteErrorResponse, Link } from "react-router";
import { postMessages } from "../../../contract/api/posts.ts";
import { PostCover } from "../../components/blog/post-cover.tsx";
import { PostDate } from "../../components/blog/post-meta.tsx";
import { postAuthor } from "../../lib/posts/post-card-view.ts";
import { PostNavigationSpinner } from "../../components/blog/post-navigation-spinner.tsx";
import { Container } from "../../components/ui/container.tsx";
import { blogPostingJsonLd } from "../../lib/json-ld.ts";
import { postImageUrl, tagBadge } from "../../lib/posts/post-display.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/blog-post-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const post = Number.isSafeInteger(id) && id > 0 ? await context.get(servicesContext).getPost(id) : null;
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (error || !loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: notFound ? postMessages.notFound : postMessages.fetchOneFailed },
      { name: "robots", content: "noindex" },
    ];
  }
  const root = rootDataFrom(matches);
  const base = root.baseUrl;
  const { post } = loaderData;
  const image = postImageUrl(post.image, base);
  // The post's own search settings where staff set them (issue 28); otherwise as the post reads.
  const social = post.seoImage ? (post.seoImage.startsWith("/") ? `${base}${post.seoImage}` : post.seoImage) : image;
  return seoMeta(root, {
    title: post.seoTitle || post.title || "Untitled Post",
    description: post.seoDescription || post.excerpt,
    path: `/blog/${post.id}`,
    type: "article",
    image: social,
    jsonLd: [blogPostingJsonLd(root, post, image)],
  });
};

/** Where a post belongs, for the way back. */
const backTo = {
  blog: { to: "/blog", label: "All insights" },
  "case-studies": { to: "/case-studies", label: "All case studies" },
  review: { to: "/review", label: "All reviews" },
} as const;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const back = backTo[post.category];
  return (
    <article className="pb-16">
      <PostNavigationSpinner />
      <Container className="pt-8 sm:pt-12">
        <div className="mx-auto max-w-3xl">
          <Link
            to={back.to}
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary no-underline hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </Link>
          <p className="mt-6">
            <span className="inline-block rounded-full bg-accent-soft px-3 py-1 text-xs font-bold tracking-wider text-accent-ink uppercase">
              {tagBadge(post.tag)}
            </span>
          </p>
          <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{post.title || "Untitled Post"}</h1>
          <p className="mt-4 flex flex-wrap gap-x-2 text-muted">
            <span>By {postAuthor(post)}</span>
            <span aria-hidden="true">·</span>
            <PostDate iso={post.created_at} />
          </p>
          <PostCover image={post.image} eager className="mt-8 rounded-card border border-line" />
          {post.content.trim() ? (
            // The server sanitizes post HTML with the editor's allowlist before storing it (ARCHITECTURE.md).
            <div className="prose-content mt-8 text-lg" dangerouslySetInnerHTML={{ __html: post.content }} />
          ) : (
            <p className="mt-8 text-muted">{postMessages.noContent}</p>
          )}
        </div>
      </Container>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Container className="py-20 text-center">
      {notFound ? (
        <h1 className="text-3xl font-bold">{postMessages.notFound}</h1>
      ) : (
        <h1 role="alert" className="text-3xl font-bold text-danger">
          {postMessages.fetchOneFailed}
        </h1>
      )}
      <p className="mt-4 text-muted">
        {notFound ? "The post may have been removed, or the link is mistyped." : "Please try again in a moment."}
      </p>
      <Link to="/blog" className="mt-8 inline-flex items-center gap-1 font-semibold text-primary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All insights
      </Link>
    </Container>
  );
}
