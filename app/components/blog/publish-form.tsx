import { Info, TriangleAlert } from "lucide-react";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { blogsPath, postMessages } from "../../../contract/posts.ts";
import { postCreateResponseSchema } from "../../../contract/posts.schema.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { Button } from "../ui/button.tsx";
import { CoverPicker } from "./cover-picker.tsx";
import { appendDraft, draftIsReady, emptyDraft, PostFields, type PostDraft } from "./post-fields.tsx";

/**
 * The create-blog form (SPEC 2.10, 4, 8): cover, title, tags, category, body; Publish Blog sends a
 * multipart POST /api/blogs with the editor's token, then alerts, clears and goes to /blog.
 */
export function PublishForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [cover, setCover] = useState<File | null>(null);
  const [draft, setDraft] = useState<PostDraft>(emptyDraft);
  const [resetKey, setResetKey] = useState(0);
  const [publishing, setPublishing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onChange = useCallback((change: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...change })), []);
  const ready = draftIsReady(draft);

  async function publish(event: React.FormEvent) {
    event.preventDefault();
    if (!ready || publishing) return;
    setPublishing(true);
    setError(null);
    const form = new FormData();
    appendDraft(form, draft);
    if (cover) form.set("coverImage", cover);
    try {
      await apiRequest(blogsPath, { formData: form, token, schema: postCreateResponseSchema, fallbackMessage: postMessages.publishFailed });
      window.alert(postMessages.published);
      setCover(null);
      setDraft(emptyDraft);
      setResetKey((n) => n + 1);
      navigate("/blog");
    } catch (err) {
      setError(err instanceof ApiError ? err.message : postMessages.somethingWrong);
    } finally {
      setPublishing(false);
    }
  }

  return (
    <form onSubmit={publish} noValidate className="space-y-6">
      {error ? (
        <div role="alert" className="flex gap-3 rounded-lg border border-danger bg-danger-soft p-4">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div>
            <p className="font-semibold text-danger">{postMessages.publishErrorTitle}</p>
            <p className="text-ink">{error}</p>
          </div>
        </div>
      ) : null}
      <CoverPicker file={cover} onChange={setCover} disabled={publishing} />
      <PostFields draft={draft} onChange={onChange} disabled={publishing} resetKey={resetKey} />
      <p className="flex gap-3 rounded-lg border border-info/30 bg-primary-soft p-4 text-sm text-ink">
        <Info aria-hidden="true" className="size-5 shrink-0 text-info" />
        <span>Tip: preview your post before publishing. Read it through once more: it goes live on the site as soon as you publish.</span>
      </p>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={publishing || !ready}>
        {publishing ? "Publishing..." : "Publish Blog"}
      </Button>
    </form>
  );
}
