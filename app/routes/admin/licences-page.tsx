import { licenceAdminPaths, type LicenceRowList } from "../../../contract/legal-content/licence-rows.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { ReviewDueList } from "../../components/admin/review-due-list.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** The licence directory's rows by review date, oldest first, those past the allowed age flagged. */
export default function AdminLicences() {
  const { state, reload } = useAdminData<LicenceRowList>(licenceAdminPaths.rows);
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
            }))}
          />
        )}
      </ListState>
    </section>
  );
}
