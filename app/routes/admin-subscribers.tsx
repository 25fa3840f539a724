import { useMemo, useState } from "react";
import { adminPaths } from "../../contract/admin.ts";
import { subscriberListSchema } from "../../contract/admin.schema.ts";
import { ConfirmButton } from "../components/admin/confirm-button.tsx";
import { CsvDownload } from "../components/admin/csv-download.tsx";
import { formatDateTime } from "../lib/format.ts";
import { ListState } from "../components/admin/list-state.tsx";
import { PanelHeader } from "../components/admin/panel-header.tsx";
import { SearchBox } from "../components/admin/search-box.tsx";
import { useAdminData, useAdminRemove } from "../components/admin/use-admin-data.ts";

/** The mailing list: addresses newest first, a CSV download, and removal on request. */
export default function AdminSubscribers() {
  const [q, setQ] = useState("");
  const path = useMemo(() => (q ? `${adminPaths.subscribers}?q=${encodeURIComponent(q)}` : adminPaths.subscribers), [q]);
  const { state, reload } = useAdminData(path, subscriberListSchema);
  const { error, remove } = useAdminRemove(reload);

  return (
    <section>
      <PanelHeader title="Subscribers" note="Addresses that joined the mailing list, newest first.">
        <SearchBox label="Search e-mail" onSearch={setQ} />
        <CsvDownload path={adminPaths.subscribers} label="Download CSV" />
      </PanelHeader>
      {error ? (
        <p role="alert" className="mb-4 text-danger">
          {error}
        </p>
      ) : null}
      <ListState state={state} reload={reload} empty={q ? "No subscribers match this search." : "No subscribers yet."} isEmpty={(d) => d.subscribers.length === 0}>
        {({ subscribers }) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {subscribers.map((subscriber) => (
              <li key={subscriber.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold break-all">{subscriber.email}</p>
                  <p className="text-xs text-muted">Joined {formatDateTime(subscriber.created_at)}</p>
                </div>
                <ConfirmButton
                  label="Remove"
                  ariaLabel={`Remove ${subscriber.email}`}
                  title="Remove this subscriber?"
                  confirmLabel="Remove"
                  onConfirm={() => remove(adminPaths.subscriber(subscriber.id))}
                >
                  {subscriber.email} will no longer receive the mailing list.
                </ConfirmButton>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
