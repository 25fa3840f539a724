import { useId } from "react";
import { DEFAULT_REVIEW_RATING, postMessages, type PostCategory } from "../../../contract/api/posts.ts";
import type { FieldErrors } from "../../hooks/use-api-form.ts";
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

export const emptyDraft: PostDraft = {
  title: "",
  tags: "",
  category: "blog",
  rating: String(DEFAULT_REVIEW_RATING),
  content: { html: "", empty: true },
};

/** What a post cannot be sent without (SPEC 2.10, 5): a title and content, with the server's message. */
export function draftErrors(draft: PostDraft): FieldErrors<PostDraft> {
  const errors: FieldErrors<PostDraft> = {};
  if (draft.title.trim() === "") errors.title = postMessages.required;
  if (draft.content.empty) errors.content = postMessages.required;
  return errors;
}

/** Publish Blog and Save post stay disabled until the draft can be sent. */
export function draftIsReady(draft: PostDraft): boolean {
  return Object.keys(draftErrors(draft)).length === 0;
}

/** The multipart body POST /api/blogs and the console's PATCH read (a rating only for reviews). */
export function draftForm(draft: PostDraft, cover: File | null): FormData {
  const form = new FormData();
  form.set("title", draft.title.trim());
  form.set("content", draft.content.html);
  form.set("tag", draft.tags.trim());
  form.set("category", draft.category);
  if (draft.category === "review") form.set("rating", draft.rating);
  if (cover) form.set("coverImage", cover);
  return form;
}

interface PostFieldsProps {
  draft: PostDraft;
  onChange: <K extends keyof PostDraft>(field: K, value: PostDraft[K]) => void;
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
      <TextField
        label="Title"
        value={draft.title}
        onChange={(event) => onChange("title", event.target.value)}
        maxLength={200}
        required
        disabled={disabled}
        placeholder="A clear, specific headline"
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Tags"
          hint="Comma-separated, e.g. ESIC, Payroll"
          value={draft.tags}
          onChange={(event) => onChange("tags", event.target.value)}
          maxLength={200}
          disabled={disabled}
        />
        <div>
          <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-semibold">
            Category
          </label>
          <select
            id={`${id}-category`}
            value={draft.category}
            disabled={disabled}
            onChange={(event) => onChange("category", event.target.value as PostCategory)}
            className={fieldClass()}
          >
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
          <select
            id={`${id}-rating`}
            value={draft.rating}
            disabled={disabled}
            onChange={(event) => onChange("rating", event.target.value)}
            className={fieldClass()}
          >
            <RatingOptions />
          </select>
        </div>
      ) : null}
      <div>
        <p id={`${id}-content`} className="mb-1 text-sm font-semibold">
          Content
        </p>
        <RichTextEditor
          labelledBy={`${id}-content`}
          onChange={(content) => onChange("content", content)}
          resetKey={resetKey}
          disabled={disabled}
          initialHtml={initialHtml}
        />
      </div>
    </>
  );
}
