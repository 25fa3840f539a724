import { useId, useMemo, useState } from "react";
import { adminPaths, type EditorList, type EnquiryList } from "../../../contract/console/admin.ts";
import {
  enquiryStages,
  leadsPaths,
  stageLabels,
  type EnquiryStage,
  type MorningView,
} from "../../../contract/console/leads.ts";
import { CsvDownload } from "../../components/admin/csv-download.tsx";
import { EnquiryBoard } from "../../components/admin/leads/enquiry-board.tsx";
import { EnquiryCard } from "../../components/admin/leads/enquiry-card.tsx";
import { MorningPanel } from "../../components/admin/leads/morning-view.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { SearchBox } from "../../components/admin/search-box.tsx";
import { fieldClass } from "../../components/ui/text-field.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

interface Filters {
  stage: EnquiryStage | "";
  owner: string;
  source: string;
  overdue: boolean;
}

/** Today in India, as the server dates follow-ups. */
const indiaToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * Enquiries as a pipeline (issue 30): the signed-in editor's morning, then the board by stage or the
 * list filtered by stage, owner, source and overdue follow-ups, each enquiry with its details,
 * history, notes and the forms that move it on.
 */
export default function AdminEnquiries() {
  const [q, setQ] = useState("");
  const [view, setView] = useState<"list" | "board">("list");
  const [filters, setFilters] = useState<Filters>({ stage: "", owner: "", source: "", overdue: false });
  const path = useMemo(() => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (filters.stage) params.set("stage", filters.stage);
    if (filters.owner) params.set("owner", filters.owner);
    if (filters.source.trim()) params.set("source", filters.source.trim());
    if (filters.overdue) params.set("overdue", "1");
    const query = params.toString();
    return query ? `${adminPaths.enquiries}?${query}` : adminPaths.enquiries;
  }, [q, filters]);
  const list = useAdminData<EnquiryList>(path);
  const morning = useAdminData<MorningView>(leadsPaths.morning);
  const { state } = list;
  // A change to one enquiry may move it in or out of the morning's lists too.
  const reload = () => {
    list.reload();
    morning.reload();
  };
  const editors = useAdminData<EditorList>(adminPaths.editors).state;
  const editorMobiles = editors.status === "ready" ? editors.data.editors.map((e) => e.mobile) : [];
  const ids = { stage: useId(), owner: useId(), source: useId(), overdue: useId() };
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const filtered =
    q !== "" || filters.stage !== "" || filters.owner !== "" || filters.source.trim() !== "" || filters.overdue;

  return (
    <section className="space-y-6">
      <PanelHeader title="Enquiries" note="Every lead from the site's forms, from new to won or lost.">
        <CsvDownload path={adminPaths.enquiries} label="Download CSV" />
      </PanelHeader>
      <div>
        <h3 className="mb-2 text-lg font-bold">Your morning</h3>
        <MorningPanel state={morning.state} reload={morning.reload} />
      </div>
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filters">
        <SearchBox label="Search name, e-mail or number" onSearch={setQ} />
        <div>
          <label htmlFor={ids.stage} className="mb-1 block text-sm font-semibold">
            Stage
          </label>
          <select
            id={ids.stage}
            className={fieldClass()}
            value={filters.stage}
            onChange={(e) => set("stage", e.target.value as Filters["stage"])}
          >
            <option value="">All stages</option>
            {enquiryStages.map((stage) => (
              <option key={stage} value={stage}>
                {stageLabels[stage]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.owner} className="mb-1 block text-sm font-semibold">
            Owner
          </label>
          <select
            id={ids.owner}
            className={fieldClass()}
            value={filters.owner}
            onChange={(e) => set("owner", e.target.value)}
          >
            <option value="">Anyone</option>
            {editorMobiles.map((mobile) => (
              <option key={mobile} value={mobile}>
                {mobile}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.source} className="mb-1 block text-sm font-semibold">
            Source
          </label>
          <input
            id={ids.source}
            className={fieldClass()}
            placeholder="linkedin, google.com, direct"
            value={filters.source}
            onChange={(e) => set("source", e.target.value)}
          />
        </div>
        <label htmlFor={ids.overdue} className="flex items-center gap-2 pb-3 text-sm font-semibold">
          <input
            id={ids.overdue}
            type="checkbox"
            checked={filters.overdue}
            onChange={(e) => set("overdue", e.target.checked)}
          />
          Overdue follow-ups
        </label>
        <div className="flex gap-1 pb-1" role="group" aria-label="View">
          {(["list", "board"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={`rounded-lg border px-3 py-2 text-sm font-semibold ${view === v ? "border-primary bg-primary text-white" : "border-line bg-white text-primary"}`}
            >
              {v === "list" ? "List" : "Board"}
            </button>
          ))}
        </div>
      </div>
      <ListState
        state={state}
        reload={reload}
        empty={filtered ? "No enquiries match these filters." : "No enquiries yet."}
        isEmpty={(d) => d.enquiries.length === 0}
      >
        {({ enquiries }) =>
          view === "board" ? (
            <EnquiryBoard enquiries={enquiries} today={indiaToday()} />
          ) : (
            <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
              {enquiries.map((enquiry) => (
                <EnquiryCard key={enquiry.id} enquiry={enquiry} editors={editorMobiles} reload={reload} />
              ))}
            </ul>
          )
        }
      </ListState>
    </section>
  );
}
