import { CircleCheck } from "lucide-react";

/** A bulleted list whose bullets are green ticks (what we do, what a plan includes). */
export function CheckList({ items, className = "space-y-3" }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
