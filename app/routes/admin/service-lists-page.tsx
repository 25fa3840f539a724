import { serviceListAdminPaths, type ServiceLegalLists } from "../../../contract/legal-content/service-lists.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { ReviewDueList } from "../../components/admin/review-due-list.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";
import {
  serviceListTranslationPaths,
  type ServiceListTranslationReviews,
} from "../../../contract/legal-content/service-list-translations.ts";
import { formatDate } from "../../../contract/shared/format.ts";

/**
 * The service pages' legal lists by review date, oldest first, those past the allowed age flagged;
 * a page whose English lists changed after their Hindi was saved says so (issue 29).
 */
export default function AdminServiceLists() {
  const { state, reload } = useAdminData<ServiceLegalLists>(serviceListAdminPaths.lists);
  const hindi = useAdminData<ServiceListTranslationReviews>(serviceListTranslationPaths.reviews("hi"));
  const hindiReviews = new Map(
    hindi.state.status === "ready" ? hindi.state.data.reviews.map((r) => [r.slug, r.englishChangedAt]) : [],
  );
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
              translationNote: hindiReviews.has(list.slug)
                ? `English changed on ${formatDate(hindiReviews.get(list.slug)) ?? ""}: review the Hindi`
                : undefined,
            }))}
          />
        )}
      </ListState>
    </section>
  );
}
