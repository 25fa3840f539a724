import type { PersonalData } from "../../../contract/console/privacy.ts";

/** One stored value as text: nested values (an order's lines) as compact JSON. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Each module's records about one person, field by field, with what an erasure keeps. */
export function PersonalDataSections({ sections }: { sections: PersonalData["sections"] }) {
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <section key={section.name} aria-labelledby={`pd-${section.name}`} className="space-y-2">
          <h3 id={`pd-${section.name}`} className="text-lg font-bold">
            {section.label} <span className="font-normal text-muted">({section.records.length})</span>
          </h3>
          {section.keeps ? <p className="text-sm text-muted">On erasure: {section.keeps}</p> : null}
          {section.records.map((record, i) => (
            <dl
              key={i}
              className="grid gap-x-4 gap-y-1 rounded-card border border-line bg-white p-4 text-sm shadow-card sm:grid-cols-[12rem_1fr]"
            >
              {Object.entries(record).map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="font-semibold text-muted">{name}</dt>
                  <dd className="break-all whitespace-pre-wrap">{show(value)}</dd>
                </div>
              ))}
            </dl>
          ))}
        </section>
      ))}
    </div>
  );
}
