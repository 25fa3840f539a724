import { useId, useRef, useState } from "react";
import type { ComparisonPage, ComparisonTabId } from "../../../../contract/content/comparison.ts";
import { ComparisonTable } from "./comparison-table.tsx";

/**
 * The three comparison tabs (SPEC 2.12) as an ARIA tablist: the arrow keys, Home and End move
 * between tabs and select them. Every panel is in the server HTML; inactive ones are hidden.
 */
export function ComparisonTabs({ tabs, plans }: Pick<ComparisonPage, "tabs" | "plans">) {
  const [active, setActive] = useState<ComparisonTabId>(tabs[0]?.id ?? "features");
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const idBase = useId();

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.id);
    tabRefs.current[tabs.indexOf(tab)]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Compare the plans by"
        className="mb-6 flex gap-1 overflow-x-auto rounded-card border border-line bg-surface p-1 sm:inline-flex"
      >
        {tabs.map((tab, i) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${idBase}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${idBase}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className="min-h-11 flex-1 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap text-primary transition-colors duration-150 hover:bg-primary-soft aria-selected:bg-primary aria-selected:text-white aria-selected:shadow-card sm:flex-none sm:px-6 sm:text-base"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idBase}-panel-${tab.id}`}
          aria-labelledby={`${idBase}-tab-${tab.id}`}
          hidden={tab.id !== active}
        >
          <ComparisonTable tab={tab} plans={plans} />
        </div>
      ))}
    </div>
  );
}
