import { useId } from "react";
import type { PostCategory } from "../../../contract/posts.ts";
import { fieldClass, TextField } from "../ui/text-field.tsx";
import { RichTextEditor, type EditorValue } from "./rich-text-editor.tsx";
import { RatingOptions } from "./rating-options.tsx";

/** The text fields of a post while an editor writes it (the cover is picked beside them). */
export interface PostDraft {
  title: string;
  tags: string;
  category: PostCategory;
  rating: string;
  content: EditorValue;
}

const categories: { value: PostCategory; label: string }[] = [
  { value: "blog", label: "Blog" },
  { value: "case-studies", label: "Case Studies" },
  { value: "review", label: "Review" },
];

export const emptyDraft: PostDraft = { title: "", tags: "", category: "blog", rating: "5", content: { html: "", empty: true } };

/** Publish Blog and Save post stay disabled without a title or content (SPEC 2.10, 5). */
export function draftIsReady(draft: PostDraft): boolean {
  return draft.title.trim() !== "" && !draft.content.empty;
}

/** The multipart fields POST /api/blogs and the console's PATCH read (a rating only for reviews). */
export function appendDraft(form: FormData, draft: PostDraft): void {
  form.set("title", draft.title.trim());
  form.set("content", draft.content.html);
  form.set("tag", draft.tags.trim());
  form.set("category", draft.category);
  if (draft.category === "review") form.set("rating", draft.rating);
}

interface PostFieldsProps {
  draft: PostDraft;
  onChange: (change: Partial<PostDraft>) => void;
  disabled: boolean;
  /** Changing it empties the editor (after a publish). */
  resetKey: number;
  initialHtml?: string;
}

/** Title, tags, category, rating (reviews) and the rich-text body: one form for creating and editing. */
export function PostFields({ draft, onChange, disabled, resetKey, initialHtml }: PostFieldsProps) {
  const id = useId();
  return (
    <>
      <TextField label="Title" value={draft.title} onChange={(event) => onChange({ title: event.target.value })} maxLength={200} required disabled={disabled} placeholder="A clear, specific headline" />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Tags" hint="Comma-separated, e.g. ESIC, Payroll" value={draft.tags} onChange={(event) => onChange({ tags: event.target.value })} maxLength={200} disabled={disabled} />
        <div>
          <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-semibold">
            Category
          </label>
          <select id={`${id}-category`} value={draft.category} disabled={disabled} onChange={(event) => onChange({ category: event.target.value as PostCategory })} className={fieldClass()}>
            {categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {draft.category === "review" ? (
        <div className="sm:w-1/2 sm:pr-3">
          <label htmlFor={`${id}-rating`} className="mb-1 block text-sm font-semibold">
            Rating
          </label>
          <select id={`${id}-rating`} value={draft.rating} disabled={disabled} onChange={(event) => onChange({ rating: event.target.value })} className={fieldClass()}>
            <RatingOptions />
          </select>
        </div>
      ) : null}
      <div>
        <p id={`${id}-content`} className="mb-1 text-sm font-semibold">
          Content
        </p>
        <RichTextEditor labelledBy={`${id}-content`} onChange={(content) => onChange({ content })} resetKey={resetKey} disabled={disabled} initialHtml={initialHtml} />
      </div>
    </>
  );
}
