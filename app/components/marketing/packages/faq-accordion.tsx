import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { FaqItem } from "../../../../contract/content/packages.ts";

/**
 * An FAQ accordion where at most one answer is open: opening one closes the other, and clicking
 * the open question closes it. Answers are in the server HTML (hidden until opened).
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const idBase = useId();
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white shadow-card" data-one-open>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${idBase}-q-${item.id}`;
        const panelId = `${idBase}-a-${item.id}`;
        return (
          <div key={item.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-primary-strong hover:bg-surface sm:px-6 sm:text-lg"
              >
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-primary transition-transform duration-200 group-aria-expanded:rotate-180"
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-muted sm:px-6"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
