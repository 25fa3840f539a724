import { CalendarCheck, Info } from "lucide-react";
import type { OfficialSource } from "../../../../contract/legal-content/official-sources.ts";
import { sourceLabel } from "../../../lib/review-labels.ts";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

const asideLabel = { en: "About these answers", hi: "इन उत्तरों के बारे में" } as const;

/** Where the answers hold, which law the page covers, the "rules change, check first" warning and the review date. */
export function GuideReviewNotice({
  lawNote,
  scope,
  notice,
  reviewed,
  official,
}: {
  lawNote: string;
  scope?: string | undefined;
  notice: string;
  reviewed: { label: string; iso: string; meaning?: string };
  /** The official sites to confirm the page's figures on, with their heading. */
  official?: { heading: string; sources: readonly OfficialSource[] } | undefined;
}) {
  return (
    <aside
      aria-label={asideLabel[useLanguage()]}
      className="rounded-card border border-accent bg-accent-soft p-4 sm:p-5"
    >
      <div className="flex gap-3">
        <Info className="mt-0.5 size-5 shrink-0 text-accent-ink" aria-hidden="true" />
        <div className="space-y-2 text-base text-ink">
          {scope ? (
            <p className="font-semibold text-ink" data-testid="guide-scope">
              {scope}
            </p>
          ) : null}
          <p className="font-semibold text-primary-strong">{lawNote}</p>
          <p data-testid="rules-change-notice">{notice}</p>
          <p className="flex items-center gap-2 text-sm font-semibold text-muted">
            <CalendarCheck className="size-4" aria-hidden="true" />
            <time dateTime={reviewed.iso}>{reviewed.label}</time>
          </p>
          {reviewed.meaning ? <p className="text-sm text-muted">{reviewed.meaning}</p> : null}
          {official ? (
            <p className="text-sm" data-testid="official-sources">
              <span className="font-semibold">{official.heading}:</span>{" "}
              {official.sources.map((source, i) => (
                <span key={source.id}>
                  {i > 0 ? "; " : ""}
                  <a href={source.url} className="text-info underline" rel="noopener">
                    {sourceLabel(source)}
                  </a>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
