import type { SourceLink } from "../../../contract/legal-content/legal-review.ts";
import {
  serviceListAdminPaths,
  serviceListMessages,
  type ServiceLegalList,
  type ServiceLegalListOne,
} from "../../../contract/legal-content/service-lists.ts";
import type { FieldErrors } from "../../hooks/use-api-form.ts";
import { CheckList } from "../marketing/services/check-list.tsx";
import { LawsCard } from "../marketing/services/laws-card.tsx";
import { ReviewSources } from "../marketing/shared/review-sources.tsx";
import { ErrorBanner } from "./error-banner.tsx";
import { useLegalItemForm } from "../../hooks/use-legal-item-form.ts";
import { ReviewAndActions } from "./review-and-actions.tsx";
import { lines, LinesField } from "./lines-field.tsx";
import { sourceErrors } from "./source-fields.tsx";
import { EnglishChangedNotice } from "./english-changed-notice.tsx";
import { serviceListTranslationPaths } from "../../../contract/legal-content/service-list-translations.ts";
import type { Language } from "../../../contract/shared/language.ts";
import { LanguageContext } from "../../lib/i18n/language-context.ts";

interface ListDraft {
  points: string;
  laws: string;
  reviewed: string;
  sources: SourceLink[];
}

function draftErrors(draft: ListDraft): FieldErrors<ListDraft> {
  const errors: FieldErrors<ListDraft> = {};
  if (lines(draft.points).length === 0) errors.points = serviceListMessages.pointsRequired;
  if (lines(draft.laws).length === 0) errors.laws = serviceListMessages.lawsRequired;
  if (!draft.reviewed) errors.reviewed = serviceListMessages.reviewedRequired;
  const sources = sourceErrors(draft.sources);
  if (sources) errors.sources = sources;
  return errors;
}

const body = (draft: ListDraft) => ({
  points: lines(draft.points),
  laws: lines(draft.laws),
  reviewed: draft.reviewed,
  sources: draft.sources,
});

/** What differs between the English lists' form and their Hindi translation's (issue 29). */
const formText = {
  en: { points: "Points", laws: "Laws this service touches", save: "Save lists" },
  hi: { points: "Points in Hindi", laws: "Laws in Hindi", save: "Save Hindi lists" },
} as const;

/**
 * Corrects one service page's legal lists (issue 20): its points and laws one per line, the
 * required "last reviewed" date and the official sources, with a preview as the page shows them.
 * With `language` "hi" it edits the lists' Hindi translation (issue 29), which has its own review
 * date and sources; `englishChangedAt` says the English lists changed after the Hindi was last saved.
 */
export function ServiceListForm({
  list,
  language = "en",
  englishChangedAt = null,
}: {
  list: ServiceLegalList;
  language?: Language;
  englishChangedAt?: string | null;
}) {
  const text = formText[language];
  const lang = language === "en" ? undefined : language;
  const item = useLegalItemForm({
    initial: () => ({
      points: list.points.join("\n"),
      laws: list.laws.join("\n"),
      reviewed: list.review.reviewed,
      sources: list.review.sources,
    }),
    validate: draftErrors,
    body,
    savePath:
      language === "en"
        ? serviceListAdminPaths.list(list.slug)
        : serviceListTranslationPaths.translation(list.slug, language),
    pick: (shown: ServiceLegalListOne) => shown.list,
    back: "/admin/services",
  });
  const { id, form, preview } = item;
  const { values, errors, busy } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      <EnglishChangedNotice at={englishChangedAt} />
      <p className="text-sm text-muted">
        {list.title} · /services/{list.slug}
      </p>
      <LinesField
        id={`${id}-points`}
        label={text.points}
        hint="One per line, as the page lists them under its heading."
        value={values.points}
        onChange={(value) => form.update("points", value)}
        error={errors.points}
        disabled={busy}
        lang={lang}
      />
      <LinesField
        id={`${id}-laws`}
        label={text.laws}
        hint="One per line, each naming the old Act and the Labour Code that now holds it."
        value={values.laws}
        onChange={(value) => form.update("laws", value)}
        error={errors.laws}
        disabled={busy}
        lang={lang}
      />
      <ReviewAndActions
        item={item}
        reviewHint="The day you checked these lists against their official sources."
        saveLabel={text.save}
      />
      {preview ? (
        // The preview reads as the page in its language does (heading, review line).
        <LanguageContext value={language}>
          <div
            lang={lang}
            data-testid="service-list-preview"
            className="space-y-4 rounded-card border border-primary p-5"
          >
            <CheckList items={preview.points} className="space-y-3 text-base" />
            <LawsCard laws={preview.laws} />
            <ReviewSources review={preview.review} />
          </div>
        </LanguageContext>
      ) : null}
    </form>
  );
}
