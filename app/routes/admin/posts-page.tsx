import { Link } from "react-router";
import { formatDateTime } from "../../../contract/shared/format.ts";
import {
  postStatePaths,
  postStatusNames,
  type AdminPost,
  type AdminPostList,
} from "../../../contract/console/post-states.ts";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { RemovableList } from "../../components/admin/removable-list.tsx";
import { useAdminContext, useAdminData } from "../../hooks/use-admin-data.ts";
import { buttonClass } from "../../components/ui/button.tsx";

const categoryNames: Record<string, string> = { blog: "Blog", "case-studies": "Case study", review: "Review" };

/** A post's state in the list: when a scheduled one goes live, or when a published one was dated. */
function stateLine(post: AdminPost): string {
  if (post.status === "scheduled" && post.publishAt) return `Scheduled for ${formatDateTime(post.publishAt)}`;
  if (post.status === "draft") return `Draft, saved ${formatDateTime(post.updated_at ?? post.created_at)}`;
  return `${postStatusNames.published} ${formatDateTime(post.created_at)}`;
}

/**
 * Posts in every state, newest first, with edit and delete; a published change shows on the public
 * pages at once. An author sees their own and may change only their drafts (decision 109).
 */
export default function AdminPosts() {
  const { role } = useAdminContext();
  const data = useAdminData<AdminPostList>(postStatePaths.posts);
  const isAuthor = role === "author";

  return (
    <section>
      <PanelHeader
        title="Posts"
        note={
          isAuthor
            ? "Your posts. Drafts stay private until an editor publishes them."
            : "Blog posts, case studies and reviews, newest first: drafts, scheduled and published."
        }
      >
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/posts/new" className={buttonClass(isAuthor ? "primary" : "outline", "sm")}>
            {isAuthor ? "New draft" : "New draft or scheduled post"}
          </Link>
          {role && !isAuthor ? (
            <Link to="/create-blog" className={buttonClass("primary", "sm")}>
              New post
            </Link>
          ) : null}
        </div>
      </PanelHeader>
      <RemovableList
        data={data}
        empty={isAuthor ? "You have no posts yet." : "No posts yet."}
        rows={({ posts }) =>
          posts.map((post) => {
            const mayChange = !isAuthor || post.status === "draft";
            return {
              key: post.id,
              testId: "admin-post",
              title:
                post.status === "published" ? (
                  <Link
                    to={`/blog/${post.id}`}
                    className="font-semibold break-words text-primary-strong hover:underline"
                  >
                    {post.title}
                  </Link>
                ) : (
                  <span className="font-semibold break-words">{post.title}</span>
                ),
              meta: `${stateLine(post)} · ${categoryNames[post.category] ?? post.category} · ${post.author}`,
              ...(mayChange
                ? {
                    edit: { to: `/admin/posts/${post.id}`, ariaLabel: `Edit ${post.title}` },
                    remove: {
                      path: postStatePaths.post(post.id),
                      label: "Delete",
                      ariaLabel: `Delete ${post.title}`,
                      title: "Delete this post?",
                      confirmLabel: "Delete post",
                      text:
                        post.status === "published"
                          ? `“${post.title}” disappears from the blog at once. This cannot be undone.`
                          : `“${post.title}” is deleted. This cannot be undone.`,
                    },
                  }
                : {}),
            };
          })
        }
      />
    </section>
  );
}
