import { Link, useParams } from "react-router";
import { postStatePaths, type AdminPostOne } from "../../../contract/console/post-states.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { PostEditForm } from "../../components/admin/post-edit-form.tsx";
import { PostPreview } from "../../components/admin/post-preview.tsx";
import { useAdminContext, useAdminData } from "../../hooks/use-admin-data.ts";

/** Edit one post (any state) with the create-blog editor; one not yet public can be previewed on its page. */
export default function AdminPostEdit() {
  const id = useParams()["id"] ?? "";
  const { role } = useAdminContext();
  const { state, reload } = useAdminData<AdminPostOne>(postStatePaths.post(id));
  return (
    <section>
      <PanelHeader title="Edit post">
        <Link to="/admin/posts" className="text-info underline">
          Back to posts
        </Link>
      </PanelHeader>
      <ListState state={state} reload={reload} empty="Blog post not found" isEmpty={() => false}>
        {({ post }) => (
          <>
            <PostPreview post={post} />
            <PostEditForm key={post.id} post={post} mayPublish={role !== "author"} />
          </>
        )}
      </ListState>
    </section>
  );
}
