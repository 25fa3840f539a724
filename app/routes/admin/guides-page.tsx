import { guideAdminPaths, type GuideAnswerList } from "../../../contract/legal-content/guides.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { ReviewDueList } from "../../components/admin/review-due-list.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/**
 * The legal answers of the guide pages by review date, oldest first, those past the allowed age
 * (LEGAL_REVIEW_MAX_AGE_MONTHS) flagged, so a stale figure is seen before a client finds it.
 */
export default function AdminGuides() {
  const { state, reload } = useAdminData<GuideAnswerList>(guideAdminPaths.answers);
  return (
    <section>
      <PanelHeader
        title="Guide answers"
        note="The guide pages' legal answers by review date, oldest first. Check a flagged answer against its sources and record the new review date."
      />
      <ListState state={state} reload={reload} empty="No guide answers yet." isEmpty={(d) => d.answers.length === 0}>
        {({ answers, maxAgeMonths, staleBefore }) => (
          <ReviewDueList
            testId="admin-guide-answer"
            maxAgeMonths={maxAgeMonths}
            staleBefore={staleBefore}
            items={answers.map((answer) => ({
              id: answer.id,
              title: answer.question,
              where: { to: answer.guide, label: answer.guide },
              reviewed: answer.review.reviewed,
              stale: answer.stale,
              editTo: `/admin/guides/${answer.id}`,
            }))}
          />
        )}
      </ListState>
    </section>
  );
}
