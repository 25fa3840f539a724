import type { SourceLink } from "../../../contract/legal-content/legal-review.ts";
import {
  licenceAdminPaths,
  licenceMessages,
  type LicenceRow,
  type LicenceRowOne,
} from "../../../contract/legal-content/licence-rows.ts";
import { licencesPage } from "../../../contract/legal-content/licences.ts";
import type { FieldErrors } from "../../hooks/use-api-form.ts";
import { LicenceTable } from "../marketing/licences/licence-table.tsx";
import { TextField } from "../ui/text-field.tsx";
import { ErrorBanner } from "./error-banner.tsx";
import { useLegalItemForm } from "../../hooks/use-legal-item-form.ts";
import { ReviewAndActions } from "./review-and-actions.tsx";
import { lines, LinesField } from "./lines-field.tsx";
import { sourceErrors } from "./source-fields.tsx";

interface RowDraft {
  department: string;
  /** One licence per line. */
  licences: string;
  reviewed: string;
  sources: SourceLink[];
}

function draftErrors(draft: RowDraft): FieldErrors<RowDraft> {
  const errors: FieldErrors<RowDraft> = {};
  if (!draft.department.trim()) errors.department = licenceMessages.departmentRequired;
  if (lines(draft.licences).length === 0) errors.licences = licenceMessages.licencesRequired;
  if (!draft.reviewed) errors.reviewed = licenceMessages.reviewedRequired;
  const sources = sourceErrors(draft.sources);
  if (sources) errors.sources = sources;
  return errors;
}

const body = (draft: RowDraft) => ({
  department: draft.department,
  licences: lines(draft.licences),
  reviewed: draft.reviewed,
  sources: draft.sources,
});

/**
 * Corrects one row of the licence directory (issue 20): the department, its licences one per line,
 * the required "last reviewed" date and the official sources, with a preview of the row as the
 * directory will show it.
 */
export function LicenceRowForm({ row }: { row: LicenceRow }) {
  const item = useLegalItemForm({
    initial: () => ({
      department: row.department,
      licences: row.licences.join("\n"),
      reviewed: row.review.reviewed,
      sources: row.review.sources,
    }),
    validate: draftErrors,
    body,
    savePath: licenceAdminPaths.row(row.id),
    pick: (shown: LicenceRowOne) => shown.row,
    back: "/admin/licences",
  });
  const { id, form, preview } = item;
  const { values, errors, busy } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      <TextField
        id={`${id}-department`}
        label="Department or authority"
        value={values.department}
        onChange={(event) => form.update("department", event.target.value)}
        error={errors.department}
        maxLength={300}
        disabled={busy}
      />
      <LinesField
        id={`${id}-licences`}
        label="Licences, registrations and approvals"
        hint="One per line, as the directory lists them."
        value={values.licences}
        onChange={(value) => form.update("licences", value)}
        error={errors.licences}
        disabled={busy}
      />
      <ReviewAndActions
        item={item}
        reviewHint="The day you checked this row with the department's own site."
        saveLabel="Save row"
      />
      {preview ? (
        <section aria-label="Preview" data-testid="licence-row-preview">
          <LicenceTable rows={[preview]} columns={licencesPage.columns} caption="Preview" />
        </section>
      ) : null}
    </form>
  );
}
