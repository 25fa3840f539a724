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
import { EnglishChangedNotice } from "./english-changed-notice.tsx";
import { ErrorBanner } from "./error-banner.tsx";
import { useLegalItemForm } from "../../hooks/use-legal-item-form.ts";
import { ReviewAndActions } from "./review-and-actions.tsx";
import { sourceErrors } from "./source-fields.tsx";
import { guideTranslationPaths } from "../../../contract/legal-content/guide-translations.ts";
import type { Language } from "../../../contract/shared/language.ts";
import { LanguageContext } from "../../lib/i18n/language-context.ts";

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

/** What differs between the English answer's form and its Hindi translation's (issue 29). */
const formText = {
  en: { question: "Question", answer: "Answer", save: "Save answer", placeholder: "Write the answer..." },
  hi: {
    question: "Question in Hindi",
    answer: "Answer in Hindi",
    save: "Save Hindi answer",
    placeholder: "हिन्दी में उत्तर लिखें...",
  },
} as const;

/**
 * Corrects one guide answer (issue 20): the question, the answer in the post editor (Quill, the
 * server sanitizes it), the required "last reviewed" date and the official source links, with a
 * preview of the card as the guide page will show it. The badge stays as it is. With `language`
 * "hi" it edits the answer's Hindi translation (issue 29), which has its own review date and
 * sources; `englishChangedAt` says the English answer changed after the Hindi was last saved.
 */
export function GuideAnswerForm({
  answer,
  language = "en",
  englishChangedAt = null,
}: {
  answer: GuideAnswer;
  language?: Language;
  englishChangedAt?: string | null;
}) {
  const text = formText[language];
  const item = useLegalItemForm({
    initial: () => ({
      question: answer.question,
      answer: { html: answer.answerHtml, empty: false },
      reviewed: answer.review.reviewed,
      sources: answer.review.sources,
    }),
    validate: draftErrors,
    body,
    savePath:
      language === "en" ? guideAdminPaths.answer(answer.id) : guideTranslationPaths.translation(answer.id, language),
    pick: (shown: GuideAnswerPreview) => shown.answer,
    back: "/admin/guides",
  });
  const { id, form, preview } = item;
  const { values, errors, busy } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      <EnglishChangedNotice at={englishChangedAt} />
      <p className="text-sm text-muted">
        {answer.guide} · badge {answer.date} {answer.month}: {answer.dateNote}
      </p>
      <TextField
        id={`${id}-question`}
        label={text.question}
        lang={language === "en" ? undefined : language}
        value={values.question}
        onChange={(event) => form.update("question", event.target.value)}
        error={errors.question}
        maxLength={300}
        disabled={busy}
      />
      <div>
        <p id={`${id}-answer-label`} className="mb-1 text-sm font-semibold">
          {text.answer}
        </p>
        <div lang={language === "en" ? undefined : language}>
          <RichTextEditor
            labelledBy={`${id}-answer-label`}
            onChange={(value) => form.update("answer", value)}
            resetKey={0}
            disabled={busy}
            initialHtml={answer.answerHtml}
            placeholder={text.placeholder}
          />
        </div>
        {errors.answer ? <p className="mt-1 text-sm text-danger">{errors.answer}</p> : null}
      </div>
      <ReviewAndActions
        item={item}
        reviewHint="The day you checked this answer against its official sources."
        saveLabel={text.save}
      />
      {preview ? (
        // The preview reads as the page in its language does (review line, sources heading).
        <LanguageContext value={language}>
          <section
            aria-label="Preview"
            lang={language === "en" ? undefined : language}
            data-testid="guide-answer-preview"
            className="rounded-card border border-primary bg-white p-5 shadow-card"
          >
            <h3 className="text-lg font-semibold text-primary-strong">{preview.question}</h3>
            <div className="mt-3">
              <GuideAnswerBody html={preview.answerHtml} />
            </div>
            <ReviewSources review={preview.review} className="mt-3" />
          </section>
        </LanguageContext>
      ) : null}
    </form>
  );
}
