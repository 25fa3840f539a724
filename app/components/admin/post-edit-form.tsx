import { TriangleAlert } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages, adminPaths } from "../../../contract/admin.ts";
import { postCreateResponseSchema } from "../../../contract/posts.schema.ts";
import { postMessages, type Post, type PostCategory } from "../../../contract/posts.ts";
import { CoverPicker } from "../blog/cover-picker.tsx";
import { PostCover } from "../blog/post-cover.tsx";
import { RichTextEditor, type EditorValue } from "../blog/rich-text-editor.tsx";
import { Button } from "../ui/button.tsx";
import { fieldClass, TextField } from "../ui/text-field.tsx";
import { errorMessage, useAdminApi } from "./use-admin-data.ts";

const categories: { value: PostCategory; label: string }[] = [
  { value: "blog", label: "Blog" },
  { value: "case-studies", label: "Case Studies" },
  { value: "review", label: "Review" },
];

/**
 * Corrects a published post with the create-blog editor and rules (SPEC 2.10): same fields, same
 * Quill toolbar, Save disabled without a title or content; the cover can be kept, replaced or
 * removed. Sent as multipart PATCH /api/admin/posts/{id}.
 */
export function PostEditForm({ post }: { post: Post }) {
  const id = useId();
  const call = useAdminApi();
  const navigate = useNavigate();
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [title, setTitle] = useState(post.title);
  const [tags, setTags] = useState(post.tag ?? "");
  const [category, setCategory] = useState<PostCategory>(post.category);
  const [rating, setRating] = useState(String(post.rating ?? 5));
  const [content, setContent] = useState<EditorValue>({ html: post.content, empty: post.content.trim() === "" });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onContent = useCallback((value: EditorValue) => setContent(value), []);
  const ready = title.trim() !== "" && !content.empty;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!ready || saving) return;
    setSaving(true);
    setError(null);
    const form = new FormData();
    form.set("title", title.trim());
    form.set("content", content.html);
    form.set("tag", tags.trim());
    form.set("category", category);
    if (category === "review") form.set("rating", rating);
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
      <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} required disabled={saving} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Tags" hint="Comma-separated, e.g. ESIC, Payroll" value={tags} onChange={(event) => setTags(event.target.value)} maxLength={200} disabled={saving} />
        <div>
          <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-semibold">
            Category
          </label>
          <select id={`${id}-category`} value={category} disabled={saving} onChange={(event) => setCategory(event.target.value as PostCategory)} className={fieldClass()}>
            {categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {category === "review" ? (
        <div className="sm:w-1/2 sm:pr-3">
          <label htmlFor={`${id}-rating`} className="mb-1 block text-sm font-semibold">
            Rating
          </label>
          <select id={`${id}-rating`} value={rating} disabled={saving} onChange={(event) => setRating(event.target.value)} className={fieldClass()}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? "star" : "stars"}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <p id={`${id}-content`} className="mb-1 text-sm font-semibold">
          Content
        </p>
        <RichTextEditor labelledBy={`${id}-content`} onChange={onContent} resetKey={0} disabled={saving} initialHtml={post.content} />
      </div>
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
