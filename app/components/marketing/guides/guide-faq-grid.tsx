import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { GuideAnswer } from "../../../../contract/legal-content/guides.ts";
import { ReviewSources } from "../shared/review-sources.tsx";
import { GuideAnswerBody } from "./guide-answer-body.tsx";
import { hindiMonthOf } from "../../../../contract/shared/format-hi.ts";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

const questionsLabel = { en: "Questions", hi: "प्रश्न" } as const;

/**
 * The guideline question cards (SPEC 2.7, 4): none open at the start; opening one closes any other;
 * pressing the open one closes it. Answers stay in the server HTML (hidden, not removed) so the page
 * reads fully without JavaScript and for search engines.
 */
export function GuideFaqGrid({ items }: { items: GuideAnswer[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const language = useLanguage();
  return (
    <ul
      className="grid list-none items-start gap-4 p-0 md:grid-cols-2"
      aria-label={questionsLabel[language]}
      data-one-open
    >
      {items.map((item) => {
        const open = openId === item.id;
        const panelId = `${item.id}-answer`;
        const questionId = `${item.id}-question`;
        const badgeId = `${item.id}-badge`;
        const noteId = `${item.id}-date-note`;
        return (
          <li
            key={item.id}
            className="rounded-card border border-line bg-white shadow-card transition-colors has-[[aria-expanded=true]]:border-primary"
            data-testid="guide-card"
          >
            {/* The question alone names the heading and the button; the badge and the date note describe the button. */}
            <h2 className="text-base" aria-labelledby={questionId}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                aria-labelledby={questionId}
                aria-describedby={`${badgeId} ${noteId}`}
                onClick={() => setOpenId(open ? null : item.id)}
                className="group flex min-h-11 w-full items-start gap-4 rounded-card p-4 text-left sm:p-5"
              >
                <span
                  id={badgeId}
                  className="flex w-14 shrink-0 flex-col items-center rounded-lg bg-primary py-1.5 text-white"
                  data-testid="date-badge"
                >
                  <span className="text-xl leading-tight font-bold">{item.date}</span>{" "}
                  {language === "hi" ? (
                    <span className="text-xs font-semibold">{hindiMonthOf(item.month)}</span>
                  ) : (
                    <span className="text-xs font-semibold tracking-wide uppercase">{item.month}</span>
                  )}
                </span>
                <span className="flex-1 self-center">
                  <span
                    id={questionId}
                    className="block text-base font-semibold text-primary-strong sm:text-lg"
                    data-testid="guide-question"
                  >
                    {item.question}
                  </span>
                  <span id={noteId} className="mt-1 block text-sm font-normal text-muted" data-testid="date-note">
                    {item.dateNote}
                  </span>
                </span>
                <ChevronDown
                  className="mt-1 size-5 shrink-0 text-primary transition-transform duration-200 group-aria-expanded:rotate-180"
                  aria-hidden="true"
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-label={item.question}
              hidden={!open}
              className="border-t border-line px-4 pt-3 pb-5 sm:px-5"
            >
              <GuideAnswerBody html={item.answerHtml} />
              <ReviewSources review={item.review} className="mt-3" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
