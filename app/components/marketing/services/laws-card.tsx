import { Scale } from "lucide-react";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

const heading = { en: "Laws this service touches", hi: "इस सेवा से जुड़े क़ानून" } as const;

/** The laws a service touches, each naming the old Act and the Labour Code that now holds it. */
export function LawsCard({ laws }: { laws: string[] }) {
  return (
    <section aria-labelledby="laws-heading" className="rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id="laws-heading" className="flex items-center gap-2 text-lg font-bold">
        <Scale className="size-5 text-primary" aria-hidden="true" />
        {heading[useLanguage()]}
      </h2>
      <ul className="mt-4 space-y-3 text-sm text-muted">
        {laws.map((law) => (
          <li key={law} className="border-l-2 border-accent pl-3">
            {law}
          </li>
        ))}
      </ul>
    </section>
  );
}
