import { Link, useParams } from "react-router";
import { serviceListAdminPaths, type ServiceLegalListOne } from "../../../contract/legal-content/service-lists.ts";
import {
  serviceListTranslationPaths,
  type ServiceListTranslation,
} from "../../../contract/legal-content/service-list-translations.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { ServiceListForm } from "../../components/admin/service-list-form.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/**
 * Edit one service page's legal lists; the page shows the change at once. Their Hindi translation
 * is edited beside them (issue 29), flagged when the English changed after the Hindi was last
 * saved; until one is written the Hindi page leaves the lists out.
 */
export default function AdminServiceListEdit() {
  const slug = useParams()["slug"] ?? "";
  const { state, reload } = useAdminData<ServiceLegalListOne>(serviceListAdminPaths.list(slug));
  const hindi = useAdminData<ServiceListTranslation>(serviceListTranslationPaths.translation(slug, "hi"));
  return (
    <section>
      <PanelHeader title="Edit service page lists">
        <Link to="/admin/services" className="text-info underline">
          Back to service pages
        </Link>
      </PanelHeader>
      <div className="grid gap-10 xl:grid-cols-2">
        <section aria-labelledby="service-list-english">
          <h2 id="service-list-english" className="mb-3 text-lg font-semibold">
            English
          </h2>
          <ListState state={state} reload={reload} empty="Service page not found." isEmpty={() => false}>
            {({ list }) => <ServiceListForm key={list.slug} list={list} />}
          </ListState>
        </section>
        <section aria-labelledby="service-list-hindi">
          <h2 id="service-list-hindi" className="mb-3 text-lg font-semibold">
            Hindi <span lang="hi">(हिन्दी)</span>
          </h2>
          <ListState state={hindi.state} reload={hindi.reload} empty="Service page not found." isEmpty={() => false}>
            {({ english, translation, englishChangedAt }) => (
              <ServiceListForm
                key={`${english.slug}-hi`}
                list={translation ?? { ...english, points: [], laws: [] }}
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
