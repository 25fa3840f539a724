import { useMemo, useState } from "react";
import {
  adminMessages,
  adminPaths,
  enquiryStatuses,
  type EnquiryAnswer,
  type EnquiryList,
} from "../../../contract/console/admin.ts";
import { CsvDownload } from "../../components/admin/csv-download.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { SearchBox } from "../../components/admin/search-box.tsx";
import { StatusBadge, StatusSelect } from "../../components/admin/status-select.tsx";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { formatDateTime } from "../../../contract/shared/format.ts";

/** Enquiries from the contact form, newest first, searchable, each new, contacted or closed. */
export default function AdminEnquiries() {
  const [q, setQ] = useState("");
  const path = useMemo(() => (q ? `${adminPaths.enquiries}?q=${encodeURIComponent(q)}` : adminPaths.enquiries), [q]);
  const { state, reload } = useAdminData<EnquiryList>(path);
  const call = useAdminApi();

  return (
    <section>
      <PanelHeader title="Enquiries" note="Messages sent from the contact page, newest first.">
        <SearchBox label="Search name, e-mail or number" onSearch={setQ} />
        <CsvDownload path={adminPaths.enquiries} label="Download CSV" />
      </PanelHeader>
      <ListState
        state={state}
        reload={reload}
        empty={q ? "No enquiries match this search." : "No enquiries yet."}
        isEmpty={(d) => d.enquiries.length === 0}
      >
        {({ enquiries }) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {enquiries.map((enquiry) => (
              <li
                key={enquiry.id}
                data-testid="enquiry"
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-primary-strong">
                    <span className="break-words">{enquiry.name}</span>
                    <StatusBadge status={enquiry.status} />
                  </p>
                  <p className="mt-1 text-sm break-all">
                    <a href={`mailto:${enquiry.email}`} className="text-info underline">
                      {enquiry.email}
                    </a>
                    <span className="text-muted"> · </span>
                    <a href={`tel:${enquiry.contact_number.replace(/[^+\d]/g, "")}`} className="text-info underline">
                      {enquiry.contact_number}
                    </a>
                  </p>
                  {enquiry.message ? (
                    <p className="mt-2 text-sm whitespace-pre-line text-ink">{enquiry.message}</p>
                  ) : null}
                  <p className="mt-1 text-xs text-muted">Received {formatDateTime(enquiry.created_at)}</p>
                </div>
                <StatusSelect
                  label={`Status of the enquiry from ${enquiry.name}`}
                  value={enquiry.status}
                  options={enquiryStatuses}
                  onSave={async (status) => {
                    await call<EnquiryAnswer>(adminPaths.enquiry(enquiry.id), {
                      method: "PATCH",
                      json: { status },
                      fallbackMessage: adminMessages.saveFailed,
                    });
                    reload();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
