import { Link, useParams } from "react-router";
import { guideAdminPaths, type GuideAnswerPreview } from "../../../contract/legal-content/guides.ts";
import { guideTranslationPaths, type GuideTranslation } from "../../../contract/legal-content/guide-translations.ts";
import { GuideAnswerForm } from "../../components/admin/guide-answer-form.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/**
 * Edit one guide answer with the post editor; its guide page and structured data show the change at
 * once. Its Hindi translation is edited beside it (issue 29), flagged when the English changed after
 * the Hindi was last saved; until one is written the Hindi page leaves the answer out.
 */
export default function AdminGuideEdit() {
  const id = useParams()["id"] ?? "";
  const { state, reload } = useAdminData<GuideAnswerPreview>(guideAdminPaths.answer(id));
  const hindi = useAdminData<GuideTranslation>(guideTranslationPaths.translation(id, "hi"));
  return (
    <section>
      <PanelHeader title="Edit guide answer">
        <Link to="/admin/guides" className="text-info underline">
          Back to guide answers
        </Link>
      </PanelHeader>
      <div className="grid gap-10 xl:grid-cols-2">
        <section aria-labelledby="guide-answer-english">
          <h2 id="guide-answer-english" className="mb-3 text-lg font-semibold">
            English
          </h2>
          <ListState state={state} reload={reload} empty="Guide answer not found." isEmpty={() => false}>
            {({ answer }) => <GuideAnswerForm key={answer.id} answer={answer} />}
          </ListState>
        </section>
        <section aria-labelledby="guide-answer-hindi">
          <h2 id="guide-answer-hindi" className="mb-3 text-lg font-semibold">
            Hindi <span lang="hi">(हिन्दी)</span>
          </h2>
          <ListState state={hindi.state} reload={hindi.reload} empty="Guide answer not found." isEmpty={() => false}>
            {({ english, translation, englishChangedAt }) => (
              <GuideAnswerForm
                key={`${english.id}-hi`}
                answer={translation ?? { ...english, question: "", answerHtml: "" }}
                language="hi"
                englishChangedAt={englishChangedAt}
              />
            )}
          </ListState>
        </section>
      </div>
    </section>
  );
}
