import { useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages } from "../../../contract/console/admin.ts";
import { DEFAULT_REVIEW_RATING, postMessages } from "../../../contract/api/posts.ts";
import { postStatePaths, type AdminPost, type AdminPostAnswer } from "../../../contract/console/post-states.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { CoverPicker } from "../blog/cover-picker.tsx";
import { PostCover } from "../blog/post-cover.tsx";
import { draftErrors, draftForm, draftIsReady, emptyDraft, PostFields, type PostDraft } from "../blog/post-fields.tsx";
import { Button } from "../ui/button.tsx";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { ErrorBanner } from "./error-banner.tsx";
import { postStateOf, PostStateFields, setPostState, type PostState } from "./post-state-fields.tsx";

function draftOf(post: AdminPost | null): PostDraft {
  if (!post) return emptyDraft;
  return {
    title: post.title,
    tags: post.tag ?? "",
    category: post.category,
    rating: String(post.rating ?? DEFAULT_REVIEW_RATING),
    content: { html: post.content, empty: post.content.trim() === "" },
  };
}

/**
 * Writes or corrects a post with the create-blog editor and rules (SPEC 2.10): same fields, same
 * Quill toolbar, Save disabled without a title or content; the cover can be kept, replaced or
 * removed. Beside them, the console's own (issue 28): draft, scheduled or published, and the post's
 * search settings. Sent as multipart POST /api/admin/posts or PATCH /api/admin/posts/{id}.
 */
export function PostEditForm({ post, mayPublish }: { post: AdminPost | null; mayPublish: boolean }) {
  const call = useAdminApi();
  const navigate = useNavigate();
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const form = useApiForm<PostDraft & PostState>({
    initial: () => ({ ...draftOf(post), ...postStateOf(post) }),
    validate: draftErrors,
    submit: async (values) => {
      const body = draftForm(values, cover);
      setPostState(body, values, mayPublish);
      if (!cover && removeCover) body.set("removeCover", "true");
      await call<AdminPostAnswer>(post ? postStatePaths.post(post.id) : postStatePaths.posts, {
        method: post ? "PATCH" : "POST",
        formData: body,
        fallbackMessage: adminMessages.saveFailed,
      });
      navigate("/admin/posts");
    },
    fallback: postMessages.somethingWrong,
  });
  // One setter for both halves of the form (TypeScript cannot narrow the intersection's keys itself).
  const update = form.update as (field: keyof PostDraft | keyof PostState, value: unknown) => void;
  const ready = draftIsReady(form.values);
  const saving = form.busy;
  const saveLabel = !mayPublish || form.values.status === "draft" ? "Save draft" : "Save post";

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      {post?.image && !cover && !removeCover ? (
        <div className="space-y-2">
          <p className="text-sm font-semibold">Current cover</p>
          <div className="max-w-md overflow-hidden rounded-lg border border-line">
            <PostCover image={post.image} />
          </div>
          <Button variant="ghost" size="sm" onClick={() => setRemoveCover(true)} disabled={saving}>
            Remove cover
          </Button>
        </div>
      ) : null}
      <CoverPicker file={cover} onChange={setCover} disabled={saving} />
      <PostFields
        draft={form.values}
        onChange={update}
        disabled={saving}
        resetKey={0}
        initialHtml={post?.content ?? ""}
      />
      <PostStateFields
        state={form.values}
        errors={form.errors}
        onChange={update}
        disabled={saving}
        mayPublish={mayPublish}
      />
      <div className="flex gap-3">
        <Button type="submit" size="lg" disabled={saving || !ready}>
          {saving ? "Saving..." : saveLabel}
        </Button>
        <Button variant="ghost" size="lg" onClick={() => navigate("/admin/posts")} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
