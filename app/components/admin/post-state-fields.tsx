import { lazy, Suspense, useState } from "react";
import {
  postStatusNames,
  postStatuses,
  searchLengths,
  type AdminPost,
  type PostStatus,
} from "../../../contract/console/post-states.ts";
import { istInputValue } from "../../../contract/shared/format.ts";
import { mediaPathPrefix } from "../../../contract/shared/image-ref.ts";
import type { FieldErrors } from "../../hooks/use-api-form.ts";
import { Field, TextField } from "../ui/text-field.tsx";

// The media library's picker loads when asked for, as in the product form.
const MediaPicker = lazy(() => import("./media-picker.tsx").then((module) => ({ default: module.MediaPicker })));

/** The console post form's fields beside SPEC's: when the post is public, and how search engines show it. */
export interface PostState {
  status: PostStatus;
  /** A `datetime-local` value in India. */
  publishAt: string;
  seoTitle: string;
  seoDescription: string;
  seoImage: string;
}

export function postStateOf(post: AdminPost | null): PostState {
  return {
    status: post?.status ?? "draft",
    publishAt: istInputValue(post?.publishAt),
    seoTitle: post?.seoTitle ?? "",
    seoDescription: post?.seoDescription ?? "",
    seoImage: post?.seoImage ?? "",
  };
}

/** The state's fields as the server reads them (an author's form sends no status: theirs is a draft). */
export function setPostState(form: FormData, state: PostState, mayPublish: boolean): void {
  if (mayPublish) form.set("status", state.status);
  if (state.status === "scheduled") form.set("publishAt", state.publishAt);
  form.set("seoTitle", state.seoTitle.trim());
  form.set("seoDescription", state.seoDescription.trim());
  form.set("seoImage", state.seoImage.trim());
}

/** How long a text is against the length search engines show: the advice, or a warning past it. */
function lengthAdvice(text: string, advice: number): string {
  const length = text.trim().length;
  return length > advice
    ? `${length} characters: search engines show about ${advice}, so the end may be cut.`
    : `${length} of about ${advice} characters search engines show.`;
}

interface PostStateFieldsProps {
  state: PostState;
  errors: FieldErrors<PostState>;
  onChange: <K extends keyof PostState>(field: K, value: PostState[K]) => void;
  disabled: boolean;
  /** An author keeps drafts; an editor publishes (decision 109). */
  mayPublish: boolean;
}

/** Draft, scheduled (a time in India) or published, and the post's own search settings with the length advice. */
export function PostStateFields({ state, errors, onChange, disabled, mayPublish }: PostStateFieldsProps) {
  const [library, setLibrary] = useState(false);
  return (
    <>
      {mayPublish ? (
        <fieldset className="space-y-3 rounded-lg border border-line p-4">
          <legend className="px-1 text-sm font-semibold">Visibility</legend>
          <div className="flex flex-wrap gap-4">
            {postStatuses.map((status) => (
              <label key={status} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="status"
                  value={status}
                  checked={state.status === status}
                  onChange={() => onChange("status", status)}
                  disabled={disabled}
                />
                {postStatusNames[status]}
              </label>
            ))}
          </div>
          {state.status === "scheduled" ? (
            <TextField
              label="Goes live at (India time)"
              type="datetime-local"
              value={state.publishAt}
              onChange={(event) => onChange("publishAt", event.target.value)}
              error={errors.publishAt}
              disabled={disabled}
              required
            />
          ) : null}
        </fieldset>
      ) : (
        <p className="text-sm text-muted">
          You are saving a draft. An editor reads it and publishes it; until then nobody else sees it.
        </p>
      )}
      <fieldset className="space-y-4 rounded-lg border border-line p-4">
        <legend className="px-1 text-sm font-semibold">Search settings (optional)</legend>
        <p className="text-sm text-muted">
          How the post appears in search results and when shared. Left empty, its title, excerpt and cover are used.
        </p>
        <TextField
          label="Search title"
          value={state.seoTitle}
          maxLength={searchLengths.title.max}
          onChange={(event) => onChange("seoTitle", event.target.value)}
          hint={lengthAdvice(state.seoTitle, searchLengths.title.advice)}
          error={errors.seoTitle}
          disabled={disabled}
        />
        <Field
          label="Search description"
          hint={lengthAdvice(state.seoDescription, searchLengths.description.advice)}
          error={errors.seoDescription}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={state.seoDescription}
              maxLength={searchLengths.description.max}
              onChange={(event) => onChange("seoDescription", event.target.value)}
              disabled={disabled}
            />
          )}
        </Field>
        <TextField
          label="Social image address"
          value={state.seoImage}
          onChange={(event) => onChange("seoImage", event.target.value)}
          hint="An image's address from the Media tab (starting with /) or an https:// URL; 1200 × 630 reads best."
          error={errors.seoImage}
          disabled={disabled}
        />
        {/* Editors may fill the address from the media library (authors have no access to it, decision 109). */}
        {!mayPublish ? null : library ? (
          <Suspense fallback={<p className="text-muted">Loading the media library...</p>}>
            <MediaPicker
              id="post-social-image-library"
              label="Or a social image from the media library"
              value={state.seoImage.startsWith(mediaPathPrefix) ? { src: state.seoImage, alt: "" } : null}
              onChange={(next) => onChange("seoImage", next?.src ?? "")}
            />
          </Suspense>
        ) : (
          <button
            type="button"
            className="self-start font-semibold text-primary underline"
            onClick={() => setLibrary(true)}
            disabled={disabled}
          >
            Choose or upload a social image in the media library
          </button>
        )}
      </fieldset>
    </>
  );
}
