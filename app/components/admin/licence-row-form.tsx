import { useId } from "react";
import { useNavigate } from "react-router";
import { adminMessages } from "../../../contract/admin.ts";
import type { SourceLink } from "../../../contract/legal-review.ts";
import { licenceAdminPaths, licenceMessages, type LicenceRow } from "../../../contract/licence-rows.ts";
import { licenceRowOneSchema, licenceRowResponseSchema } from "../../../contract/licence-rows.schema.ts";
import { licencesPage } from "../../../contract/licences.ts";
import { useApiForm, type FieldErrors } from "../../hooks/use-api-form.ts";
import { LicenceTable } from "../marketing/licences/licence-table.tsx";
import { TextField } from "../ui/text-field.tsx";
import { ErrorBanner } from "./error-banner.tsx";
import { ReviewAndActions, usePreview } from "./review-and-actions.tsx";
import { lines, LinesField } from "./lines-field.tsx";
import { sourceErrors } from "./source-fields.tsx";
import { useAdminApi } from "./use-admin-data.ts";

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
  const call = useAdminApi();
  const navigate = useNavigate();
  const id = useId();
  const form = useApiForm<RowDraft>({
    initial: () => ({
      department: row.department,
      licences: row.licences.join("\n"),
      reviewed: row.review.reviewed,
      sources: row.review.sources,
    }),
    validate: draftErrors,
    fieldId: (field) => `${id}-${field}`,
    submit: async (draft) => {
      await call(licenceAdminPaths.row(row.id), {
        method: "PATCH",
        json: body(draft),
        schema: licenceRowResponseSchema,
        fallbackMessage: adminMessages.saveFailed,
      });
      navigate("/admin/licences");
    },
    fallback: adminMessages.saveFailed,
  });
  const { values, errors, busy } = form;

  const { preview, previewError, showPreview } = usePreview(async () => {
    const shown = await call(`${licenceAdminPaths.row(row.id)}/preview`, {
      json: body(values),
      schema: licenceRowOneSchema,
      fallbackMessage: adminMessages.saveFailed,
    });
    return shown.row;
  });

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
        id={id}
        reviewed={values.reviewed}
        sources={values.sources}
        errors={errors}
        onReviewed={(reviewed) => form.update("reviewed", reviewed)}
        onSources={(sources) => form.update("sources", sources)}
        reviewHint="The day you checked this row with the department's own site."
        saveLabel="Save row"
        cancelTo="/admin/licences"
        busy={busy}
        onPreview={() => void showPreview()}
        previewError={previewError}
      />
      {preview ? (
        <section aria-label="Preview" data-testid="licence-row-preview">
          <LicenceTable rows={[preview]} columns={licencesPage.columns} caption="Preview" />
        </section>
      ) : null}
    </form>
  );
}
