import { Link, useParams } from "react-router";
import { blogPath, type PostResponse } from "../../../contract/api/posts.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { PostEditForm } from "../../components/admin/post-edit-form.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** Edit one post with the create-blog editor; its public page shows the change at once. */
export default function AdminPostEdit() {
  const id = useParams()["id"] ?? "";
  const { state, reload } = useAdminData<PostResponse>(blogPath(id));
  return (
    <section>
      <PanelHeader title="Edit post">
        <Link to="/admin/posts" className="text-info underline">
          Back to posts
        </Link>
      </PanelHeader>
      <ListState state={state} reload={reload} empty="Blog post not found" isEmpty={() => false}>
        {([post]) => <PostEditForm key={post.id} post={post} />}
      </ListState>
    </section>
  );
}
