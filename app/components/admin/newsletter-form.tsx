import { useId, useState } from "react";
import { adminMessages } from "../../../contract/console/admin.ts";
import {
  newsletterMessages,
  newsletterPaths,
  type Newsletter,
  type NewsletterAnswer,
} from "../../../contract/console/newsletters.ts";
import { blogsPath, type PostListResponse } from "../../../contract/api/posts.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { RichTextEditor, type EditorValue } from "../blog/rich-text-editor.tsx";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { ErrorBanner } from "./error-banner.tsx";

interface Draft {
  subject: string;
  postId: number | null;
  html: EditorValue;
}

/**
 * A newsletter draft: start from a published post ("send this post to subscribers") or write it
 * with the blog editor (Quill, loaded only when this form mounts), then save. The server sanitizes
 * the body as it does a post's.
 */
export function NewsletterForm({
  newsletter,
  onSaved,
}: {
  newsletter: Newsletter | null;
  onSaved: (saved: Newsletter) => void;
}) {
  const call = useAdminApi();
  const bodyLabel = useId();
  const subjectId = useId();
  const { state: posts } = useAdminData<PostListResponse>(blogsPath);
  // The editor reads its starting HTML once; choosing a post mounts a fresh one with the post's body.
  const [start, setStart] = useState({ html: newsletter?.html ?? "", key: 0 });
  const form = useApiForm<Draft>({
    initial: {
      subject: newsletter?.subject ?? "",
      postId: newsletter?.postId ?? null,
      html: { html: newsletter?.html ?? "", empty: !newsletter },
    },
    validate: (draft) => ({
      ...(draft.subject.trim() ? {} : { subject: newsletterMessages.subjectRequired }),
      ...(draft.html.empty ? { html: newsletterMessages.bodyRequired } : {}),
    }),
    fieldId: (field) => (field === "subject" ? subjectId : bodyLabel),
    fallback: adminMessages.saveFailed,
    async submit(draft) {
      const answer = await call<NewsletterAnswer>(
        newsletter ? newsletterPaths.one(newsletter.id) : newsletterPaths.list,
        {
          method: newsletter ? "PATCH" : "POST",
          json: { subject: draft.subject, html: draft.html.html, postId: draft.postId },
          fallbackMessage: adminMessages.saveFailed,
        },
      );
      onSaved(answer.newsletter);
    },
  });

  function startFrom(id: string) {
    if (posts.status !== "ready") return;
    const post = posts.data[0].find((p) => String(p.id) === id);
    form.update("postId", post ? post.id : null);
    if (!post) return;
    form.update("subject", post.title);
    setStart((current) => ({ html: post.content, key: current.key + 1 }));
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      <Field
        label="Start from a published post (optional)"
        hint="Fills the subject and the body with the post; the e-mail then links to it."
        error={form.errors.postId}
      >
        {(control) => (
          <select
            {...control}
            value={form.values.postId === null ? "" : String(form.values.postId)}
            onChange={(e) => startFrom(e.target.value)}
            disabled={form.busy || posts.status !== "ready"}
          >
            <option value="">{posts.status === "loading" ? "Loading posts..." : "Write my own"}</option>
            {posts.status === "ready"
              ? posts.data[0].map((post) => (
                  <option key={post.id} value={post.id}>
                    {post.title}
                  </option>
                ))
              : null}
          </select>
        )}
      </Field>
      <TextField
        id={subjectId}
        label="Subject"
        required
        maxLength={200}
        value={form.values.subject}
        onChange={(e) => form.update("subject", e.target.value)}
        error={form.errors.subject}
        disabled={form.busy}
      />
      <div>
        <p id={bodyLabel} tabIndex={-1} className="mb-1 block text-sm font-semibold text-ink">
          Newsletter
        </p>
        <RichTextEditor
          key={start.key}
          labelledBy={bodyLabel}
          onChange={(value) => form.update("html", value)}
          resetKey={0}
          disabled={form.busy}
          initialHtml={start.html}
        />
        {form.errors.html ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {form.errors.html}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={form.busy}>
        {form.busy ? "Saving..." : newsletter ? "Save draft" : "Save and preview"}
      </Button>
    </form>
  );
}
