import { Info } from "lucide-react";

/** The "rules change, check before you act" note every legal page carries, with its review date. */
export function ReviewNote({ reviewed, text }: { reviewed: string; text: string }) {
  return (
    <aside aria-label="About this information" className="flex gap-3 rounded-card border border-line bg-surface p-5 text-sm text-muted">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <p>
        <strong className="text-ink">Last reviewed {reviewed}.</strong> {text}
      </p>
    </aside>
  );
}
