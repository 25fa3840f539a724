import { Link } from "react-router";
import { contentPaths, type ContentSummary } from "../../../contract/console/content.ts";
import { formatDateTime } from "../../../contract/shared/format.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** Every page whose content staff edit (issue 28): whether a draft waits, and when and by whom it was last published. */
export default function AdminContent() {
  const { state, reload } = useAdminData<{ documents: ContentSummary[] }>(contentPaths.list);
  return (
    <section>
      <PanelHeader
        title="Pages"
        note="Each page's text, lists and images. Save a draft, preview it on a phone and a desktop, then publish; every published version can be restored."
      />
      <ListState state={state} reload={reload} empty="No pages." isEmpty={(d) => d.documents.length === 0}>
        {({ documents }) => (
          <ul className="divide-y divide-line rounded-card border border-line">
            {documents.map((doc) => (
              <li key={doc.key} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <Link to={`/admin/content/${doc.key}`} className="font-semibold">
                    {doc.title}
                  </Link>
                  <p className="text-sm text-muted">
                    {doc.path} ·{" "}
                    {doc.publishedAt
                      ? `version ${doc.version}, published ${formatDateTime(doc.publishedAt)} by ${doc.publishedBy}`
                      : "the site's default text"}
                  </p>
                </div>
                {doc.draftPending ? (
                  <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-ink">
                    Draft not yet published
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
