import { Link, useParams } from "react-router";
import { licenceAdminPaths, type LicenceRowOne } from "../../../contract/legal-content/licence-rows.ts";
import {
  licenceTranslationPaths,
  type LicenceTranslation,
} from "../../../contract/legal-content/licence-translations.ts";
import { LicenceRowForm } from "../../components/admin/licence-row-form.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/**
 * Edit one row of the licence directory; /industrial-licenses shows the change at once. Its Hindi
 * translation is edited beside it (issue 29, decision 126), flagged when the English changed after
 * the Hindi was last saved; until one is written the Hindi directory shows the row in English.
 */
export default function AdminLicenceEdit() {
  const id = useParams()["id"] ?? "";
  const { state, reload } = useAdminData<LicenceRowOne>(licenceAdminPaths.row(id));
  const hindi = useAdminData<LicenceTranslation>(licenceTranslationPaths.translation(id, "hi"));
  return (
    <section>
      <PanelHeader title="Edit directory row">
        <Link to="/admin/licences" className="text-info underline">
          Back to the licence directory
        </Link>
      </PanelHeader>
      <div className="grid gap-10 xl:grid-cols-2">
        <section aria-labelledby="licence-row-english">
          <h2 id="licence-row-english" className="mb-3 text-lg font-semibold">
            English
          </h2>
          <ListState state={state} reload={reload} empty="Directory row not found." isEmpty={() => false}>
            {({ row }) => <LicenceRowForm key={row.id} row={row} />}
          </ListState>
        </section>
        <section aria-labelledby="licence-row-hindi">
          <h2 id="licence-row-hindi" className="mb-3 text-lg font-semibold">
            Hindi <span lang="hi">(हिन्दी)</span>
          </h2>
          <ListState state={hindi.state} reload={hindi.reload} empty="Directory row not found." isEmpty={() => false}>
            {({ english, translation, englishChangedAt }) => (
              <LicenceRowForm
                key={`${english.id}-hi`}
                row={translation ?? { ...english, department: "", licences: [] }}
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
