import type { LicenceRow } from "../../../../contract/legal-content/licence-rows.ts";
import { ReviewSources } from "../shared/review-sources.tsx";

/**
 * The department and licence directory as a two-column table. Under 768 px each row becomes a
 * stacked card. The table keeps its native semantics only: ARIA roles on tr/th/td of a native table
 * are invalid HTML (the Nu checker refuses them), and Chromium keeps table semantics through the
 * display change.
 */
export function LicenceTable({
  rows,
  columns,
  caption,
  englishRow,
}: {
  /** `inEnglish`: a row of the Hindi page shown in English (no Hindi is stored for it, decision 126). */
  rows: (LicenceRow & { inEnglish?: boolean })[];
  columns: { department: string; licences: string };
  caption: string;
  /** What a row shown in English says of itself. */
  englishRow?: string | undefined;
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="bg-primary text-white">
          <th scope="col" className="w-2/5 rounded-tl-card px-5 py-3 text-sm font-semibold tracking-wide uppercase">
            {columns.department}
          </th>
          <th scope="col" className="rounded-tr-card px-5 py-3 text-sm font-semibold tracking-wide uppercase">
            {columns.licences}
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-4">
        {rows.map((row, index) => (
          <tr
            key={row.id}

            data-testid="licence-row"
            className="border-b border-line align-top even:bg-surface max-md:block max-md:rounded-card max-md:border max-md:bg-white max-md:shadow-card max-md:even:bg-white"
          >
            <th
              scope="row"
              className="px-5 py-4 font-semibold text-primary-strong max-md:block max-md:border-b max-md:border-line max-md:pb-3"
            >
              <span className="flex gap-2">
                <span className="w-7 shrink-0 pt-0.5 text-sm font-bold text-muted">{index + 1}.</span>
                <span lang={row.inEnglish ? "en" : undefined}>{row.department}</span>
              </span>
            </th>
            <td className="px-5 py-4 max-md:block max-md:pt-3">
              {row.inEnglish && englishRow ? <p className="mb-2 text-sm text-muted">{englishRow}</p> : null}
              <ul
                lang={row.inEnglish ? "en" : undefined}
                className="list-disc space-y-1 pl-5 text-base text-ink marker:text-accent-strong"
              >
                {row.licences.map((licence) => (
                  <li key={licence}>{licence}</li>
                ))}
              </ul>
              <ReviewSources review={row.review} className="mt-3" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
