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

/**
 * Corrects one service page's legal lists (issue 20): its points and laws one per line, the
 * required "last reviewed" date and the official sources, with a preview as the page shows them.
 */
export function ServiceListForm({ list }: { list: ServiceLegalList }) {
  const item = useLegalItemForm({
    initial: () => ({
      points: list.points.join("\n"),
      laws: list.laws.join("\n"),
      reviewed: list.review.reviewed,
      sources: list.review.sources,
    }),
    validate: draftErrors,
    body,
    savePath: serviceListAdminPaths.list(list.slug),
    pick: (shown: ServiceLegalListOne) => shown.list,
    back: "/admin/services",
  });
  const { id, form, preview } = item;
  const { values, errors, busy } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      <p className="text-sm text-muted">
        {list.title} · /services/{list.slug}
      </p>
      <LinesField
        id={`${id}-points`}
        label="Points"
        hint="One per line, as the page lists them under its heading."
        value={values.points}
        onChange={(value) => form.update("points", value)}
        error={errors.points}
        disabled={busy}
      />
      <LinesField
        id={`${id}-laws`}
        label="Laws this service touches"
        hint="One per line, each naming the old Act and the Labour Code that now holds it."
        value={values.laws}
        onChange={(value) => form.update("laws", value)}
        error={errors.laws}
        disabled={busy}
      />
      <ReviewAndActions
        item={item}
        reviewHint="The day you checked these lists against their official sources."
        saveLabel="Save lists"
      />
      {preview ? (
        <div data-testid="service-list-preview" className="space-y-4 rounded-card border border-primary p-5">
          <CheckList items={preview.points} className="space-y-3 text-base" />
          <LawsCard laws={preview.laws} />
          <ReviewSources review={preview.review} />
        </div>
      ) : null}
    </form>
  );
}
