import type { Enquiry } from "../../../../contract/console/admin.ts";
import { enquiryStages, stageLabels } from "../../../../contract/console/leads.ts";

/** The pipeline at a glance: one column per stage, each enquiry a card with its owner and follow-up. */
export function EnquiryBoard({ enquiries, today }: { enquiries: readonly Enquiry[]; today: string }) {
  return (
    <div className="grid gap-3 overflow-x-auto sm:grid-cols-5" data-testid="enquiry-board">
      {enquiryStages.map((stage) => {
        const inStage = enquiries.filter((e) => e.status === stage);
        return (
          <section
            key={stage}
            aria-label={stageLabels[stage]}
            className="min-w-44 rounded-card border border-line bg-surface p-3"
          >
            <h3 className="text-sm font-bold">
              {stageLabels[stage]} <span className="font-normal text-muted">({inStage.length})</span>
            </h3>
            <ul className="mt-2 space-y-2">
              {inStage.map((e) => (
                <li key={e.id} className="rounded-lg border border-line bg-white p-2 text-sm shadow-card">
                  <p className="font-semibold break-words">{e.name}</p>
                  {e.company ? <p className="text-muted">{e.company}</p> : null}
                  <p className="text-xs text-muted">{e.owner ?? "No owner"}</p>
                  {e.nextFollowUp ? (
                    <p
                      className={`text-xs ${e.nextFollowUp < today && stage !== "won" && stage !== "lost" ? "font-semibold text-danger" : "text-muted"}`}
                    >
                      Follow up {e.nextFollowUp}
                    </p>
                  ) : null}
                  {e.monthlyValue !== null ? (
                    <p className="text-xs text-success">₹{e.monthlyValue.toLocaleString("en-IN")} a month</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
