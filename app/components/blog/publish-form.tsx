import { Info, TriangleAlert } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { useNavigate } from "react-router";
import { blogsPath, postMessages, type PostCategory } from "../../../contract/posts.ts";
import { postCreateResponseSchema } from "../../../contract/posts.schema.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { Button } from "../ui/button.tsx";
import { fieldClass, TextField } from "../ui/text-field.tsx";
import { CoverPicker } from "./cover-picker.tsx";
import { RichTextEditor, type EditorValue } from "./rich-text-editor.tsx";

const categories: { value: PostCategory; label: string }[] = [
  { value: "blog", label: "Blog" },
  { value: "case-studies", label: "Case Studies" },
  { value: "review", label: "Review" },
];

const emptyContent: EditorValue = { html: "", empty: true };

/**
 * The create-blog form (SPEC 2.10, 4, 8): cover, title, tags, category, body; Publish Blog sends a
 * multipart POST /api/blogs with the editor's token, then alerts, clears and goes to /blog.
 */
export function PublishForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [cover, setCover] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [tags, setTags] = useState("");
  const [category, setCategory] = useState<PostCategory>("blog");
  const [rating, setRating] = useState("5");
  const [content, setContent] = useState<EditorValue>(emptyContent);
  const [resetKey, setResetKey] = useState(0);
  const [publishing, setPublishing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onContent = useCallback((value: EditorValue) => setContent(value), []);
  const ready = title.trim() !== "" && !content.empty;

  async function publish(event: React.FormEvent) {
    event.preventDefault();
    if (!ready || publishing) return;
    setPublishing(true);
    setError(null);
    const form = new FormData();
    form.set("title", title.trim());
    form.set("content", content.html);
    form.set("tag", tags.trim());
    form.set("category", category);
    if (category === "review") form.set("rating", rating);
    if (cover) form.set("coverImage", cover);
    try {
      await apiRequest(blogsPath, { formData: form, token, schema: postCreateResponseSchema, fallbackMessage: postMessages.publishFailed });
      window.alert(postMessages.published);
      setCover(null);
      setTitle("");
      setTags("");
      setCategory("blog");
      setRating("5");
      setContent(emptyContent);
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
      <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} required disabled={publishing} placeholder="A clear, specific headline" />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Tags" hint="Comma-separated, e.g. ESIC, Payroll" value={tags} onChange={(event) => setTags(event.target.value)} maxLength={200} disabled={publishing} />
        <div>
          <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-semibold">
            Category
          </label>
          <select id={`${id}-category`} value={category} disabled={publishing} onChange={(event) => setCategory(event.target.value as PostCategory)} className={fieldClass()}>
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
          <select id={`${id}-rating`} value={rating} disabled={publishing} onChange={(event) => setRating(event.target.value)} className={fieldClass()}>
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
        <RichTextEditor labelledBy={`${id}-content`} onChange={onContent} resetKey={resetKey} disabled={publishing} />
      </div>
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
