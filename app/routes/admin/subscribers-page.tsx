import { useMemo, useState } from "react";
import { adminPaths, type SubscriberList } from "../../../contract/console/admin.ts";
import { formatDateTime } from "../../../contract/shared/format.ts";
import type { SubscriberStatus } from "../../../contract/api/subscribe.ts";
import { CsvDownload } from "../../components/admin/csv-download.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { RemovableList } from "../../components/admin/removable-list.tsx";
import { SearchBox } from "../../components/admin/search-box.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: "Newsletter not confirmed",
  active: "Confirmed",
  unsubscribed: "Unsubscribed",
};

/** The mailing list: addresses newest first with their consent state, a CSV download, and removal on request. */
export default function AdminSubscribers() {
  const [q, setQ] = useState("");
  const path = useMemo(
    () => (q ? `${adminPaths.subscribers}?q=${encodeURIComponent(q)}` : adminPaths.subscribers),
    [q],
  );
  const data = useAdminData<SubscriberList>(path);

  return (
    <section>
      <PanelHeader
        title="Subscribers"
        note="Addresses that signed up, newest first. Only confirmed addresses receive newsletters; an address that has not opened its confirmation link within 7 days is deleted."
      >
        <SearchBox label="Search e-mail" onSearch={setQ} />
        <CsvDownload path={adminPaths.subscribers} label="Download CSV" />
      </PanelHeader>
      <RemovableList
        data={data}
        empty={q ? "No subscribers match this search." : "No subscribers yet."}
        rows={({ subscribers }) =>
          subscribers.map((subscriber) => ({
            key: subscriber.id,
            title: <p className="font-semibold break-all">{subscriber.email}</p>,
            meta: [
              `${subscriberStatusLabels[subscriber.status]} · signed up ${formatDateTime(subscriber.created_at)}`,
              subscriber.confirmed_at ? ` · confirmed ${formatDateTime(subscriber.confirmed_at)}` : "",
              subscriber.unsubscribed_at ? ` · left ${formatDateTime(subscriber.unsubscribed_at)}` : "",
            ].join(""),
            remove: {
              path: adminPaths.subscriber(subscriber.id),
              label: "Remove",
              ariaLabel: `Remove ${subscriber.email}`,
              title: "Remove this subscriber?",
              confirmLabel: "Remove",
              text: `${subscriber.email} will no longer receive the mailing list.`,
            },
          }))
        }
      />
    </section>
  );
}
