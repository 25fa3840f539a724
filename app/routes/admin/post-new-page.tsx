import { Link } from "react-router";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { PostEditForm } from "../../components/admin/post-edit-form.tsx";
import { useAdminContext } from "../../hooks/use-admin-data.ts";

/** A new post from the console: a draft, a scheduled post or published at once (authors: drafts only). */
export default function AdminPostNew() {
  const { role } = useAdminContext();
  return (
    <section>
      <PanelHeader title={role === "author" ? "New draft" : "New post"}>
        <Link to="/admin/posts" className="text-info underline">
          Back to posts
        </Link>
      </PanelHeader>
      {/* Drawn once the role is known, so an author's form never offers Publish. */}
      {role ? <PostEditForm post={null} mayPublish={role !== "author"} /> : null}
    </section>
  );
}
