import { useState } from "react";
import { figureAdminPaths, type FigureEntry, type FiguresList } from "../../../contract/legal-content/legal-figures.ts";
import { DueDateChangeForm } from "../../components/admin/due-date-change-form.tsx";
import { FigureEntryForm } from "../../components/admin/figure-entry-form.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

const entryText = (e: FigureEntry) => `${e.value} from ${e.effectiveFrom}`;

/**
 * The tools' figures (issue 27, decision 084): each with the value that applies today, any value
 * scheduled for a later date and the values before; a new value with its effective date, official
 * source, review date and the sentence for /updates.
 */
export default function AdminFigures() {
  const { state, reload } = useAdminData<FiguresList>(figureAdminPaths.figures);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section>
      <PanelHeader
        title="Figures"
        note="The rates, ceilings, thresholds and due days the calculators and the calendar use. A value entered ahead applies from its date."
      />
      {notice ? (
        <p role="status" className="mb-4 text-success">
          {notice}
        </p>
      ) : null}
      <ListState state={state} reload={reload} empty="No figures." isEmpty={(d) => d.figures.length === 0}>
        {({ figures, today, obligations, dueDateChanges }) => (
          <>
            <FigureEntryForm
              figures={figures}
              today={today}
              saved={(message) => {
                setNotice(message);
                reload();
              }}
            />
            <DueDateChangeForm
              obligations={obligations}
              today={today}
              saved={(message) => {
                setNotice(message);
                reload();
              }}
            />
            {dueDateChanges.length ? (
              <section aria-labelledby="moved-heading" className="mb-8">
                <h3 id="moved-heading" className="mb-2 text-lg font-bold">
                  Moved due dates
                </h3>
                <ul className="divide-y divide-line rounded-card border border-line bg-white">
                  {dueDateChanges.map((m) => (
                    <li key={m.id} className="p-3 text-sm">
                      {obligations.find((o) => o.id === m.obligationId)?.title ?? m.obligationId}: {m.dueDate} →{" "}
                      {m.newDate} ({m.source.name})
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <div className="overflow-x-auto rounded-card border border-line bg-white shadow-card">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Figures in force on {today}</caption>
                <thead className="bg-surface">
                  <tr>
                    <th scope="col" className="p-3">
                      Figure
                    </th>
                    <th scope="col" className="p-3">
                      Current
                    </th>
                    <th scope="col" className="p-3">
                      Scheduled
                    </th>
                    <th scope="col" className="p-3">
                      History
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {figures.map((f) => (
                    <tr key={f.key} data-testid={`figure-${f.key}`}>
                      <th scope="row" className="p-3 font-semibold">
                        {f.label}
                      </th>
                      <td className="p-3">
                        {f.current.value}
                        <span className="block text-xs text-muted">
                          {f.current.effectiveFrom ? `since ${f.current.effectiveFrom}` : "as published"}
                        </span>
                      </td>
                      <td className="p-3">{f.scheduled.map(entryText).join("; ") || "—"}</td>
                      <td className="p-3">
                        {[
                          ...f.history.map(entryText),
                          ...(f.current.effectiveFrom ? [`${f.typedValue} as published`] : []),
                        ].join("; ") || "—"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </ListState>
    </section>
  );
}
