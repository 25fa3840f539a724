import { adminPaths, type AuditList } from "../../../contract/console/admin.ts";
import { formatDateTime, formatMobile } from "../../../contract/shared/format.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** The audit log: every change made from the console, who made it and when. */
export default function AdminActivity() {
  const { state, reload } = useAdminData<AuditList>(adminPaths.audit);
  return (
    <section>
      <PanelHeader title="Activity" note="Every change made from this console, newest first (latest 200)." />
      <ListState state={state} reload={reload} empty="No changes recorded yet." isEmpty={(d) => d.entries.length === 0}>
        {({ entries }) => (
          <ol className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {entries.map((entry) => (
              <li key={entry.id} data-testid="audit-entry" className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <p className="text-sm text-muted">
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                </p>
                <div className="min-w-0">
                  <p className="break-words">{entry.detail}</p>
                  <p className="text-xs text-muted">
                    {entry.action} · {entry.target} · by +91 {formatMobile(entry.actor)}
                  </p>
                  {entry.before !== null || entry.after !== null ? (
                    <BeforeAfter before={entry.before} after={entry.after} />
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
      </ListState>
    </section>
  );
}

/** The record as it was and as it became, for the changes that keep them (guide answers). */
function BeforeAfter({ before, after }: { before: string | null; after: string | null }) {
  const show = (json: string | null) => (json === null ? "(none)" : JSON.stringify(JSON.parse(json), null, 2));
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-info">Before and after</summary>
      <div className="mt-2 grid gap-2 md:grid-cols-2">
        {(
          [
            ["Before", before],
            ["After", after],
          ] as const
        ).map(([label, json]) => (
          <div key={label} className="min-w-0">
            <p className="font-semibold">{label}</p>
            <pre className="overflow-x-auto rounded-lg bg-surface p-2 text-xs whitespace-pre-wrap">{show(json)}</pre>
          </div>
        ))}
      </div>
    </details>
  );
}
