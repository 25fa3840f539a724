import { Link } from "react-router";
import {
  contentPaths,
  hindiQuery,
  type ContentSummary,
  type TranslatedContentSummary,
} from "../../../contract/console/content.ts";
import { formatDateTime } from "../../../contract/shared/format.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** Every page whose content staff edit (issue 28): whether a draft waits, and when and by whom it was last published. */
export default function AdminContent() {
  const { state, reload } = useAdminData<{ documents: ContentSummary[] }>(contentPaths.list);
  // The documents with a Hindi version (decision 124), to mark the ones whose Hindi needs review.
  const translated = useAdminData<{ documents: TranslatedContentSummary[] }>(`${contentPaths.list}${hindiQuery}`);
  const hindi = new Map(
    translated.state.status === "ready" ? translated.state.data.documents.map((doc) => [doc.key, doc]) : [],
  );
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
                {hindi.get(doc.key)?.needsReview ? (
                  <Link
                    to={`/admin/content/${doc.key}?lang=hi`}
                    className="rounded-full bg-danger-soft px-3 py-1 text-sm font-semibold text-danger"
                  >
                    Hindi needs review
                  </Link>
                ) : hindi.has(doc.key) ? (
                  <span className="text-sm text-muted">
                    English and <span lang="hi">हिन्दी</span>
                  </span>
                ) : null}
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
