import {
  guideAdminPaths,
  guideMessages,
  type GuideAnswer,
  type SourceLink,
  type GuideAnswerPreview,
} from "../../../contract/legal-content/guides.ts";
import type { FieldErrors } from "../../hooks/use-api-form.ts";
import { RichTextEditor, type EditorValue } from "../blog/rich-text-editor.tsx";
import { GuideAnswerBody } from "../marketing/guides/guide-answer-body.tsx";
import { ReviewSources } from "../marketing/shared/review-sources.tsx";
import { TextField } from "../ui/text-field.tsx";
import { ErrorBanner } from "./error-banner.tsx";
import { useLegalItemForm } from "../../hooks/use-legal-item-form.ts";
import { ReviewAndActions } from "./review-and-actions.tsx";
import { sourceErrors } from "./source-fields.tsx";

interface AnswerDraft {
  question: string;
  answer: EditorValue;
  reviewed: string;
  sources: SourceLink[];
}

/** The server's rules, checked before sending so the editor sees them under the fields at once. */
function draftErrors(draft: AnswerDraft): FieldErrors<AnswerDraft> {
  const errors: FieldErrors<AnswerDraft> = {};
  if (!draft.question.trim()) errors.question = guideMessages.questionRequired;
  if (draft.answer.empty) errors.answer = guideMessages.answerRequired;
  if (!draft.reviewed) errors.reviewed = guideMessages.reviewedRequired;
  const sources = sourceErrors(draft.sources);
  if (sources) errors.sources = sources;
  return errors;
}

const body = (draft: AnswerDraft) => ({
  question: draft.question,
  answerHtml: draft.answer.html,
  reviewed: draft.reviewed,
  sources: draft.sources,
});

/**
 * Corrects one guide answer (issue 20): the question, the answer in the post editor (Quill, the
 * server sanitizes it), the required "last reviewed" date and the official source links, with a
 * preview of the card as the guide page will show it. The badge stays as it is.
 */
export function GuideAnswerForm({ answer }: { answer: GuideAnswer }) {
  const item = useLegalItemForm({
    initial: () => ({
      question: answer.question,
      answer: { html: answer.answerHtml, empty: false },
      reviewed: answer.review.reviewed,
      sources: answer.review.sources,
    }),
    validate: draftErrors,
    body,
    savePath: guideAdminPaths.answer(answer.id),
    pick: (shown: GuideAnswerPreview) => shown.answer,
    back: "/admin/guides",
  });
  const { id, form, preview } = item;
  const { values, errors, busy } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      <p className="text-sm text-muted">
        {answer.guide} · badge {answer.date} {answer.month}: {answer.dateNote}
      </p>
      <TextField
        id={`${id}-question`}
        label="Question"
        value={values.question}
        onChange={(event) => form.update("question", event.target.value)}
        error={errors.question}
        maxLength={300}
        disabled={busy}
      />
      <div>
        <p id={`${id}-answer-label`} className="mb-1 text-sm font-semibold">
          Answer
        </p>
        <RichTextEditor
          labelledBy={`${id}-answer-label`}
          onChange={(value) => form.update("answer", value)}
          resetKey={0}
          disabled={busy}
          initialHtml={answer.answerHtml}
          placeholder="Write the answer..."
        />
        {errors.answer ? <p className="mt-1 text-sm text-danger">{errors.answer}</p> : null}
      </div>
      <ReviewAndActions
        item={item}
        reviewHint="The day you checked this answer against its official sources."
        saveLabel="Save answer"
      />
      {preview ? (
        <section
          aria-label="Preview"
          data-testid="guide-answer-preview"
          className="rounded-card border border-primary bg-white p-5 shadow-card"
        >
          <h3 className="text-lg font-semibold text-primary-strong">{preview.question}</h3>
          <div className="mt-3">
            <GuideAnswerBody html={preview.answerHtml} />
          </div>
          <ReviewSources review={preview.review} className="mt-3" />
        </section>
      ) : null}
    </form>
  );
}
