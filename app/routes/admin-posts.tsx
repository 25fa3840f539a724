import { Link } from "react-router";
import { adminPaths } from "../../contract/admin.ts";
import { blogsPath } from "../../contract/posts.ts";
import { postListResponseSchema } from "../../contract/posts.schema.ts";
import { ConfirmButton } from "../components/admin/confirm-button.tsx";
import { formatDateTime } from "../lib/format.ts";
import { ListState } from "../components/admin/list-state.tsx";
import { PanelHeader } from "../components/admin/panel-header.tsx";
import { useAdminData, useAdminRemove } from "../components/admin/use-admin-data.ts";
import { buttonClass } from "../components/ui/button.tsx";

const categoryNames: Record<string, string> = { blog: "Blog", "case-studies": "Case study", review: "Review" };

/** Published posts with edit and delete; a change shows on the public pages at once. */
export default function AdminPosts() {
  const { state, reload } = useAdminData(blogsPath, postListResponseSchema);
  const { error, remove } = useAdminRemove(reload);

  return (
    <section>
      <PanelHeader title="Posts" note="Blog posts, case studies and reviews, newest first.">
        <Link to="/create-blog" className={buttonClass("primary", "sm")}>
          New post
        </Link>
      </PanelHeader>
      {error ? (
        <p role="alert" className="mb-4 text-danger">
          {error}
        </p>
      ) : null}
      <ListState state={state} reload={reload} empty="No posts yet." isEmpty={([posts]) => posts.length === 0}>
        {([posts]) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {posts.map((post) => (
              <li key={post.id} data-testid="admin-post" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={`/blog/${post.id}`} className="font-semibold break-words text-primary-strong hover:underline">
                    {post.title}
                  </Link>
                  <p className="text-xs text-muted">
                    {categoryNames[post.category] ?? post.category} · {post.author} · {formatDateTime(post.created_at)}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link to={`/admin/posts/${post.id}`} className={buttonClass("outline", "sm")} aria-label={`Edit ${post.title}`}>
                    Edit
                  </Link>
                  <ConfirmButton
                    label="Delete"
                    ariaLabel={`Delete ${post.title}`}
                    title="Delete this post?"
                    confirmLabel="Delete post"
                    onConfirm={() => remove(adminPaths.post(post.id))}
                  >
                    “{post.title}” disappears from the blog at once. This cannot be undone.
                  </ConfirmButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
