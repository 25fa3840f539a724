import { Link } from "react-router";
import { newsletterPaths, type NewsletterList } from "../../../contract/console/newsletters.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { newsletterState } from "../../components/admin/newsletter-state.ts";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { formatDateTime } from "../../../contract/shared/format.ts";

/** Newsletters newest first, and the way to write a new one (decision 016). */
export default function AdminNewsletters() {
  const { state, reload } = useAdminData<NewsletterList>(newsletterPaths.list);
  return (
    <section>
      <PanelHeader
        title="Newsletters"
        note={
          state.status === "ready"
            ? `Sent only to confirmed subscribers: ${state.data.activeSubscribers} at the moment.`
            : "Sent only to confirmed subscribers."
        }
      >
        <Link to="/admin/newsletters/new" className={buttonClass("primary", "sm")}>
          New newsletter
        </Link>
      </PanelHeader>
      <ListState
        state={state}
        reload={reload}
        empty="No newsletters yet."
        isEmpty={(data) => data.newsletters.length === 0}
      >
        {({ newsletters }) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {newsletters.map((newsletter) => (
              <li
                key={newsletter.id}
                className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link
                    to={`/admin/newsletters/${newsletter.id}`}
                    className="font-semibold break-words text-primary-strong hover:underline"
                  >
                    {newsletter.subject}
                  </Link>
                  <p className="text-xs text-muted">Written {formatDateTime(newsletter.created_at)}</p>
                </div>
                <p className="text-sm font-semibold text-ink" data-testid="newsletter-state">
                  {newsletterState(newsletter)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
