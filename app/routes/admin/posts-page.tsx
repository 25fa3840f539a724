import { Link } from "react-router";
import { adminPaths } from "../../../contract/console/admin.ts";
import { formatDateTime } from "../../../contract/shared/format.ts";
import { blogsPath, type PostListResponse } from "../../../contract/api/posts.ts";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { RemovableList } from "../../components/admin/removable-list.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";
import { buttonClass } from "../../components/ui/button.tsx";

const categoryNames: Record<string, string> = { blog: "Blog", "case-studies": "Case study", review: "Review" };

/** Published posts with edit and delete; a change shows on the public pages at once. */
export default function AdminPosts() {
  const data = useAdminData<PostListResponse>(blogsPath);

  return (
    <section>
      <PanelHeader title="Posts" note="Blog posts, case studies and reviews, newest first.">
        <Link to="/create-blog" className={buttonClass("primary", "sm")}>
          New post
        </Link>
      </PanelHeader>
      <RemovableList
        data={data}
        empty="No posts yet."
        rows={([posts]) =>
          posts.map((post) => ({
            key: post.id,
            testId: "admin-post",
            title: (
              <Link to={`/blog/${post.id}`} className="font-semibold break-words text-primary-strong hover:underline">
                {post.title}
              </Link>
            ),
            meta: `${categoryNames[post.category] ?? post.category} · ${post.author} · ${formatDateTime(post.created_at)}`,
            edit: { to: `/admin/posts/${post.id}`, ariaLabel: `Edit ${post.title}` },
            remove: {
              path: adminPaths.post(post.id),
              label: "Delete",
              ariaLabel: `Delete ${post.title}`,
              title: "Delete this post?",
              confirmLabel: "Delete post",
              text: `“${post.title}” disappears from the blog at once. This cannot be undone.`,
            },
          }))
        }
      />
    </section>
  );
}
