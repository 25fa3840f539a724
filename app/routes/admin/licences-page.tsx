import { licenceAdminPaths, type LicenceRowList } from "../../../contract/legal-content/licence-rows.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { ReviewDueList } from "../../components/admin/review-due-list.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";
import {
  licenceTranslationPaths,
  type LicenceTranslationReviews,
} from "../../../contract/legal-content/licence-translations.ts";
import { formatDate } from "../../../contract/shared/format.ts";

/**
 * The licence directory's rows by review date, oldest first, those past the allowed age flagged;
 * a row whose English changed after its Hindi was saved says so (issue 29, decision 126).
 */
export default function AdminLicences() {
  const { state, reload } = useAdminData<LicenceRowList>(licenceAdminPaths.rows);
  const hindi = useAdminData<LicenceTranslationReviews>(licenceTranslationPaths.reviews("hi"));
  const hindiReviews = new Map(
    hindi.state.status === "ready" ? hindi.state.data.reviews.map((r) => [r.id, r.englishChangedAt]) : [],
  );
  return (
    <section>
      <PanelHeader
        title="Licence directory"
        note="The rows of /industrial-licenses by review date, oldest first. Check a flagged row with its department and record the new review date."
      />
      <ListState state={state} reload={reload} empty="No directory rows yet." isEmpty={(d) => d.rows.length === 0}>
        {({ rows, maxAgeMonths, staleBefore }) => (
          <ReviewDueList
            testId="admin-licence-row"
            maxAgeMonths={maxAgeMonths}
            staleBefore={staleBefore}
            items={rows.map((row) => ({
              id: row.id,
              title: row.department,
              where: { to: "/industrial-licenses", label: "/industrial-licenses" },
              reviewed: row.review.reviewed,
              stale: row.stale,
              editTo: `/admin/licences/${row.id}`,
              translationNote: hindiReviews.has(row.id)
                ? `English changed on ${formatDate(hindiReviews.get(row.id)) ?? ""}: review the Hindi`
                : undefined,
            }))}
          />
        )}
      </ListState>
    </section>
  );
}
