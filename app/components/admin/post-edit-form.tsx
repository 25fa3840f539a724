import { useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages, adminPaths } from "../../../contract/console/admin.ts";
import {
  DEFAULT_REVIEW_RATING,
  postMessages,
  type Post,
  type PostCreateResponse,
} from "../../../contract/api/posts.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { CoverPicker } from "../blog/cover-picker.tsx";
import { PostCover } from "../blog/post-cover.tsx";
import { draftErrors, draftForm, draftIsReady, PostFields, type PostDraft } from "../blog/post-fields.tsx";
import { Button } from "../ui/button.tsx";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { ErrorBanner } from "./error-banner.tsx";

/**
 * Corrects a published post with the create-blog editor and rules (SPEC 2.10): same fields, same
 * Quill toolbar, Save disabled without a title or content; the cover can be kept, replaced or
 * removed. Sent as multipart PATCH /api/admin/posts/{id}.
 */
export function PostEditForm({ post }: { post: Post }) {
  const call = useAdminApi();
  const navigate = useNavigate();
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const form = useApiForm<PostDraft>({
    initial: () => ({
      title: post.title,
      tags: post.tag ?? "",
      category: post.category,
      rating: String(post.rating ?? DEFAULT_REVIEW_RATING),
      content: { html: post.content, empty: post.content.trim() === "" },
    }),
    validate: draftErrors,
    submit: async (draft) => {
      const body = draftForm(draft, cover);
      if (!cover && removeCover) body.set("removeCover", "true");
      await call<PostCreateResponse>(adminPaths.post(post.id), {
        method: "PATCH",
        formData: body,
        fallbackMessage: adminMessages.saveFailed,
      });
      navigate("/admin/posts");
    },
    fallback: postMessages.somethingWrong,
  });
  const ready = draftIsReady(form.values);
  const saving = form.busy;

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      {post.image && !cover && !removeCover ? (
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
        onChange={form.update}
        disabled={saving}
        resetKey={0}
        initialHtml={post.content}
      />
      <div className="flex gap-3">
        <Button type="submit" size="lg" disabled={saving || !ready}>
          {saving ? "Saving..." : "Save post"}
        </Button>
        <Button variant="ghost" size="lg" onClick={() => navigate("/admin/posts")} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
