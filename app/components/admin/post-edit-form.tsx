import { TriangleAlert } from "lucide-react";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages, adminPaths } from "../../../contract/admin.ts";
import { postCreateResponseSchema } from "../../../contract/posts.schema.ts";
import { postMessages, type Post } from "../../../contract/posts.ts";
import { CoverPicker } from "../blog/cover-picker.tsx";
import { PostCover } from "../blog/post-cover.tsx";
import { appendDraft, draftIsReady, PostFields, type PostDraft } from "../blog/post-fields.tsx";
import { Button } from "../ui/button.tsx";
import { errorMessage, useAdminApi } from "./use-admin-data.ts";

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
  const [draft, setDraft] = useState<PostDraft>({
    title: post.title,
    tags: post.tag ?? "",
    category: post.category,
    rating: String(post.rating ?? 5),
    content: { html: post.content, empty: post.content.trim() === "" },
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onChange = useCallback((change: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...change })), []);
  const ready = draftIsReady(draft);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!ready || saving) return;
    setSaving(true);
    setError(null);
    const form = new FormData();
    appendDraft(form, draft);
    if (cover) form.set("coverImage", cover);
    else if (removeCover) form.set("removeCover", "true");
    try {
      await call(adminPaths.post(post.id), { method: "PATCH", formData: form, schema: postCreateResponseSchema, fallbackMessage: adminMessages.saveFailed });
      navigate("/admin/posts");
    } catch (err) {
      setError(errorMessage(err, postMessages.somethingWrong));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="max-w-3xl space-y-6">
      {error ? (
        <div role="alert" className="flex gap-3 rounded-lg border border-danger bg-danger-soft p-4">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <p className="text-ink">{error}</p>
        </div>
      ) : null}
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
      <PostFields draft={draft} onChange={onChange} disabled={saving} resetKey={0} initialHtml={post.content} />
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
