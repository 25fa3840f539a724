import type { Newsletter, RecipientStatus, NewsletterRecipientList } from "../../../contract/console/newsletters.ts";
import { newsletterPaths } from "../../../contract/console/newsletters.ts";
import { formatDateTime } from "../../../contract/shared/format.ts";
import { ListState } from "./list-state.tsx";
import { newsletterState } from "./newsletter-state.ts";
import { useAdminData } from "../../hooks/use-admin-data.ts";

const statusLabels: Record<RecipientStatus, string> = {
  pending: "Waiting",
  queued: "Handed to the mail server",
  sent: "Sent",
  failed: "Failed",
  skipped: "Skipped (left the list)",
};

/**
 * How far sending has got: counts, a bar, and each recipient's state (the page reloads the
 * newsletter while it is sending; `newsletter.updated_at` and the counts change the key).
 */
export function NewsletterProgress({ newsletter }: { newsletter: Newsletter }) {
  const { progress } = newsletter;
  const done = progress.sent + progress.failed + progress.skipped;
  const { state, reload } = useAdminData<NewsletterRecipientList>(newsletterPaths.recipients(newsletter.id));
  return (
    <section aria-labelledby="newsletter-progress" className="space-y-4">
      <h3 id="newsletter-progress" className="text-xl font-bold">
        Sending
      </h3>
      <p role="status" className="font-semibold" data-testid="newsletter-progress">
        {newsletterState(newsletter)}
      </p>
      {progress.total > 0 ? (
        <progress
          value={done}
          max={progress.total}
          aria-label="Recipients done"
          className="h-3 w-full max-w-xl accent-primary"
        />
      ) : null}
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
        {(["pending", "queued", "sent", "failed", "skipped"] as const).map((status) => (
          <li key={status}>
            {statusLabels[status]}: <span className="font-semibold text-ink">{progress[status]}</span>
          </li>
        ))}
      </ul>
      <ListState
        state={state}
        reload={reload}
        empty="The list of recipients was deleted with the sent messages; the counts above remain."
        isEmpty={(data) => data.recipients.length === 0}
      >
        {({ recipients }) => (
          <div className="overflow-x-auto rounded-card border border-line bg-white shadow-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Each recipient's state</caption>
              <thead className="bg-surface">
                <tr>
                  <th scope="col" className="p-3">
                    Address
                  </th>
                  <th scope="col" className="p-3">
                    State
                  </th>
                  <th scope="col" className="p-3">
                    When
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {recipients.map((recipient) => (
                  <tr key={recipient.email}>
                    <td className="p-3 break-all">{recipient.email}</td>
                    <td className="p-3">
                      {statusLabels[recipient.status]}
                      {recipient.error ? <span className="block text-xs text-danger">{recipient.error}</span> : null}
                    </td>
                    <td className="p-3 text-muted">
                      {recipient.settledAt
                        ? formatDateTime(recipient.settledAt)
                        : recipient.queuedAt
                          ? formatDateTime(recipient.queuedAt)
                          : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
    </section>
  );
}
