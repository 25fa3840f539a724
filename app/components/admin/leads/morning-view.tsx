import type { Enquiry } from "../../../../contract/console/admin.ts";
import type { MorningView } from "../../../../contract/console/leads.ts";
import type { Loadable } from "../../../hooks/use-admin-data.ts";
import { ListState } from "../list-state.tsx";
import { StageBadge } from "./enquiry-card.tsx";

function Group({ title, enquiries, empty }: { title: string; enquiries: readonly Enquiry[]; empty: string }) {
  return (
    <section aria-label={title} className="rounded-card border border-line bg-white p-4 shadow-card">
      <h3 className="font-bold">
        {title} <span className="font-normal text-muted">({enquiries.length})</span>
      </h3>
      {enquiries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {enquiries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{e.name}</span>
              <StageBadge stage={e.status} />
              {e.nextFollowUp ? <span className="text-muted">follow up {e.nextFollowUp}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The signed-in editor's morning: their overdue follow-ups, those due today, and every enquiry since yesterday. */
export function MorningPanel({ state, reload }: { state: Loadable<MorningView>; reload: () => void }) {
  return (
    <ListState state={state} reload={reload} empty="" isEmpty={() => false}>
      {(view) => (
        <div className="grid gap-3 md:grid-cols-3" data-testid="morning-view">
          <Group title="Overdue" enquiries={view.overdue} empty="Nothing overdue." />
          <Group title="Due today" enquiries={view.dueToday} empty="No follow-up due today." />
          <Group title="New since yesterday" enquiries={view.newSinceYesterday} empty="No new enquiries." />
        </div>
      )}
    </ListState>
  );
}
