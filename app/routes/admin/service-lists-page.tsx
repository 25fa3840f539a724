import { serviceListAdminPaths, type ServiceLegalLists } from "../../../contract/legal-content/service-lists.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { ReviewDueList } from "../../components/admin/review-due-list.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** The service pages' legal lists by review date, oldest first, those past the allowed age flagged. */
export default function AdminServiceLists() {
  const { state, reload } = useAdminData<ServiceLegalLists>(serviceListAdminPaths.lists);
  return (
    <section>
      <PanelHeader
        title="Service pages"
        note="The points and laws of each service page by review date, oldest first. Check a flagged page against its sources and record the new review date."
      />
      <ListState state={state} reload={reload} empty="No service pages yet." isEmpty={(d) => d.lists.length === 0}>
        {({ lists, maxAgeMonths, staleBefore }) => (
          <ReviewDueList
            testId="admin-service-list"
            maxAgeMonths={maxAgeMonths}
            staleBefore={staleBefore}
            items={lists.map((list) => ({
              id: list.slug,
              title: list.title,
              where: { to: `/services/${list.slug}`, label: `/services/${list.slug}` },
              reviewed: list.review.reviewed,
              stale: list.stale,
              editTo: `/admin/services/${list.slug}`,
            }))}
          />
        )}
      </ListState>
    </section>
  );
}
