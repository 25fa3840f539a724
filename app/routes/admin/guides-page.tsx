import { guideAdminPaths, type GuideAnswerList } from "../../../contract/legal-content/guides.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { ReviewDueList } from "../../components/admin/review-due-list.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";
import {
  guideTranslationPaths,
  type GuideTranslationReviews,
} from "../../../contract/legal-content/guide-translations.ts";
import { formatDate } from "../../../contract/shared/format.ts";

/**
 * The legal answers of the guide pages by review date, oldest first, those past the allowed age
 * (LEGAL_REVIEW_MAX_AGE_MONTHS) flagged, so a stale figure is seen before a client finds it; an
 * answer whose English changed after its Hindi was saved says so (issue 29).
 */
export default function AdminGuides() {
  const { state, reload } = useAdminData<GuideAnswerList>(guideAdminPaths.answers);
  const hindi = useAdminData<GuideTranslationReviews>(guideTranslationPaths.reviews("hi"));
  const hindiReviews = new Map(
    hindi.state.status === "ready" ? hindi.state.data.reviews.map((r) => [r.id, r.englishChangedAt]) : [],
  );
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
              translationNote: hindiReviews.has(answer.id)
                ? `English changed on ${formatDate(hindiReviews.get(answer.id)) ?? ""}: review the Hindi`
                : undefined,
            }))}
          />
        )}
      </ListState>
    </section>
  );
}
