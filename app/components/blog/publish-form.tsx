import { Info, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { blogsPath, postMessages, type PostCreateResponse } from "../../../contract/api/posts.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { Button } from "../ui/button.tsx";
import { CoverPicker } from "./cover-picker.tsx";
import { draftErrors, draftForm, draftIsReady, emptyDraft, PostFields, type PostDraft } from "./post-fields.tsx";

/**
 * The create-blog form (SPEC 2.10, 4, 8): cover, title, tags, category, body; Publish Blog sends a
 * multipart POST /api/blogs with the editor's token, then alerts, clears and goes to /blog.
 */
export function PublishForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [cover, setCover] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const form = useApiForm<PostDraft>({
    initial: emptyDraft,
    validate: draftErrors,
    submit: async (draft) => {
      await apiRequest<PostCreateResponse>(blogsPath, {
        formData: draftForm(draft, cover),
        token,
        fallbackMessage: postMessages.publishFailed,
      });
      window.alert(postMessages.published);
      setCover(null);
      form.setValues(emptyDraft);
      setResetKey((n) => n + 1);
      navigate("/blog");
    },
    fallback: postMessages.somethingWrong,
    // SPEC 8: a non-OK answer reads "Failed to publish blog"; the server's reason may follow it, not replace it.
    onFailure: (message, err) => {
      form.setBanner(err instanceof ApiError && err.fromServer ? `${postMessages.publishFailed}: ${message}` : message);
    },
  });
  const ready = draftIsReady(form.values);
  const publishing = form.busy;

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-6">
      {form.banner ? (
        <div role="alert" className="flex gap-3 rounded-lg border border-danger bg-danger-soft p-4">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div>
            <p className="font-semibold text-danger">{postMessages.publishErrorTitle}</p>
            <p className="text-ink">{form.banner}</p>
          </div>
        </div>
      ) : null}
      <CoverPicker file={cover} onChange={setCover} disabled={publishing} />
      <PostFields draft={form.values} onChange={form.update} disabled={publishing} resetKey={resetKey} />
      <p className="flex gap-3 rounded-lg border border-info/30 bg-primary-soft p-4 text-sm text-ink">
        <Info aria-hidden="true" className="size-5 shrink-0 text-info" />
        <span>
          Tip: preview your post before publishing. Read it through once more: it goes live on the site as soon as you
          publish.
        </span>
      </p>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={publishing || !ready}>
        {publishing ? "Publishing..." : "Publish Blog"}
      </Button>
    </form>
  );
}
