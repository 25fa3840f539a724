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
import { EnglishChangedNotice } from "./english-changed-notice.tsx";
import { licencesPageHi } from "../../../contract/legal-content/hi/licences.ts";
import { licenceTranslationPaths } from "../../../contract/legal-content/licence-translations.ts";
import type { Language } from "../../../contract/shared/language.ts";
import { LanguageContext } from "../../lib/i18n/language-context.ts";

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

/** What differs between the English row's form and its Hindi translation's (issue 29). */
const formText = {
  en: {
    department: "Department or authority",
    licences: "Licences, registrations and approvals",
    save: "Save row",
    columns: licencesPage.columns,
  },
  hi: {
    department: "Department or authority in Hindi",
    licences: "Licences, registrations and approvals in Hindi",
    save: "Save Hindi row",
    columns: licencesPageHi.columns,
  },
} as const;

/**
 * Corrects one row of the licence directory (issue 20): the department, its licences one per line,
 * the required "last reviewed" date and the official sources, with a preview of the row as the
 * directory will show it. With `language` "hi" it edits the row's Hindi translation (issue 29,
 * decision 126), which has its own review date and sources; `englishChangedAt` says the English
 * row changed after the Hindi was last saved.
 */
export function LicenceRowForm({
  row,
  language = "en",
  englishChangedAt = null,
}: {
  row: LicenceRow;
  language?: Language;
  englishChangedAt?: string | null;
}) {
  const text = formText[language];
  const lang = language === "en" ? undefined : language;
  const item = useLegalItemForm({
    initial: () => ({
      department: row.department,
      licences: row.licences.join("\n"),
      reviewed: row.review.reviewed,
      sources: row.review.sources,
    }),
    validate: draftErrors,
    body,
    savePath: language === "en" ? licenceAdminPaths.row(row.id) : licenceTranslationPaths.translation(row.id, language),
    pick: (shown: LicenceRowOne) => shown.row,
    back: "/admin/licences",
  });
  const { id, form, preview } = item;
  const { values, errors, busy } = form;

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      <EnglishChangedNotice at={englishChangedAt} />
      <TextField
        id={`${id}-department`}
        label={text.department}
        value={values.department}
        onChange={(event) => form.update("department", event.target.value)}
        error={errors.department}
        maxLength={300}
        disabled={busy}
        lang={lang}
      />
      <LinesField
        id={`${id}-licences`}
        label={text.licences}
        hint="One per line, as the directory lists them."
        value={values.licences}
        onChange={(value) => form.update("licences", value)}
        error={errors.licences}
        disabled={busy}
        lang={lang}
      />
      <ReviewAndActions
        item={item}
        reviewHint="The day you checked this row with the department's own site."
        saveLabel={text.save}
      />
      {preview ? (
        // The preview reads as the directory in its language does (headings, review line).
        <LanguageContext value={language}>
          <section aria-label="Preview" lang={lang} data-testid="licence-row-preview">
            <LicenceTable rows={[preview]} columns={text.columns} caption="Preview" />
          </section>
        </LanguageContext>
      ) : null}
    </form>
  );
}
