import { Check, X } from "lucide-react";
import type { ComparisonCell } from "../../../../contract/content/comparison.ts";

/** One table cell: a tick, a cross (each with words for screen readers) or a short text. */
export function ComparisonCellView({ value }: { value: ComparisonCell }) {
  if (typeof value === "string") return <span className="font-semibold text-primary-strong">{value}</span>;
  return value ? (
    <span className="inline-flex size-8 items-center justify-center rounded-full bg-success-soft text-success">
      <Check className="size-5" aria-hidden="true" strokeWidth={2.5} />
      <span className="sr-only">Included</span>
    </span>
  ) : (
    <span className="inline-flex size-8 items-center justify-center rounded-full bg-surface text-muted">
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">Not included</span>
    </span>
  );
}
