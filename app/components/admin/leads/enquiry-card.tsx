import type { Enquiry } from "../../../../contract/console/admin.ts";
import { stageLabels, type EnquiryStage } from "../../../../contract/console/leads.ts";
import { formatDateTime } from "../../../../contract/shared/format.ts";
import { EnquiryClientButton } from "./enquiry-client-button.tsx";
import { EnquiryChangeForm } from "./enquiry-change-form.tsx";
import { EnquiryNoteForm } from "./enquiry-note-form.tsx";

const tone: Record<EnquiryStage, string> = {
  new: "bg-accent-soft text-accent-ink",
  contacted: "bg-primary-soft text-primary",
  proposal_sent: "bg-primary-soft text-primary-strong",
  won: "bg-success-soft text-success",
  lost: "bg-surface text-muted",
};

export function StageBadge({ stage }: { stage: EnquiryStage }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[stage]}`}>
      {stageLabels[stage]}
    </span>
  );
}

/** The lines that say who this is, what they asked and where their visit came from. */
function facts(enquiry: Enquiry): [string, string][] {
  const { source } = enquiry;
  const rows: [string, string | null][] = [
    ["Company", enquiry.company],
    ["State", enquiry.state],
    ["Employees", enquiry.employees],
    ["Service", enquiry.service],
    ["Form", enquiry.origin],
    [
      "From the tool",
      enquiry.toolAnswers
        ? Object.entries(enquiry.toolAnswers)
            .map(([k, v]) => `${k}: ${v}`)
            .join(", ")
        : null,
    ],
    ["Landing page", source.landingPath],
    ["Referrer", source.referrer],
    ["Campaign", [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(" / ") || null],
    ["Lost because", enquiry.lostReason],
    ["Monthly value", enquiry.monthlyValue === null ? null : `₹${enquiry.monthlyValue.toLocaleString("en-IN")}`],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** One enquiry in the list: contact, details, history and notes, and the forms that move it on. */
export function EnquiryCard({
  enquiry,
  editors,
  reload,
}: {
  enquiry: Enquiry;
  editors: readonly string[];
  reload: () => void;
}) {
  return (
    <li data-testid="enquiry" className="space-y-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-primary-strong">
          <span className="break-words">{enquiry.name}</span>
          <StageBadge stage={enquiry.status} />
          {enquiry.owner ? <span className="text-xs font-normal text-muted">Owner {enquiry.owner}</span> : null}
          {enquiry.nextFollowUp ? (
            <span className="text-xs font-normal text-muted">Follow up {enquiry.nextFollowUp}</span>
          ) : null}
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
        {enquiry.message ? <p className="mt-2 text-sm whitespace-pre-line text-ink">{enquiry.message}</p> : null}
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {facts(enquiry).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 text-xs text-muted">Received {formatDateTime(enquiry.created_at)}</p>
      </div>
      {enquiry.status === "won" || enquiry.clientId !== null ? <EnquiryClientButton enquiry={enquiry} /> : null}
      <details className="rounded-lg border border-line p-3">
        <summary className="cursor-pointer font-semibold">
          Follow up ({enquiry.history.length} changes, {enquiry.notes.length} notes)
        </summary>
        <div className="mt-3 space-y-4">
          <EnquiryChangeForm key={enquiry.updated_at} enquiry={enquiry} editors={editors} onSaved={reload} />
          {enquiry.history.length > 0 ? (
            <ol className="space-y-1 text-sm" aria-label="Stage changes">
              {enquiry.history.map((event) => (
                <li key={event.at + event.detail}>
                  {formatDateTime(event.at)} · {event.actor}: {event.detail}
                </li>
              ))}
            </ol>
          ) : null}
          {enquiry.notes.length > 0 ? (
            <ul className="space-y-1 text-sm" aria-label="Notes">
              {enquiry.notes.map((note) => (
                <li key={note.id} className="whitespace-pre-line">
                  <span className="text-muted">
                    {formatDateTime(note.at)} · {note.author}:
                  </span>{" "}
                  {note.text}
                </li>
              ))}
            </ul>
          ) : null}
          <EnquiryNoteForm id={enquiry.id} onSaved={reload} />
        </div>
      </details>
    </li>
  );
}
