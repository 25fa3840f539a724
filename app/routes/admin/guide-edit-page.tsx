import { Link, useParams } from "react-router";
import { guideAdminPaths, type GuideAnswerPreview } from "../../../contract/legal-content/guides.ts";
import { GuideAnswerForm } from "../../components/admin/guide-answer-form.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** Edit one guide answer with the post editor; its guide page and structured data show the change at once. */
export default function AdminGuideEdit() {
  const id = useParams()["id"] ?? "";
  const { state, reload } = useAdminData<GuideAnswerPreview>(guideAdminPaths.answer(id));
  return (
    <section>
      <PanelHeader title="Edit guide answer">
        <Link to="/admin/guides" className="text-info underline">
          Back to guide answers
        </Link>
      </PanelHeader>
      <ListState state={state} reload={reload} empty="Guide answer not found." isEmpty={() => false}>
        {({ answer }) => <GuideAnswerForm key={answer.id} answer={answer} />}
      </ListState>
    </section>
  );
}
