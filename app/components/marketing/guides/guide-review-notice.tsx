import { CalendarCheck, Info } from "lucide-react";

/** Where the answers hold, which law the page covers, the "rules change, check first" warning and the review date. */
export function GuideReviewNotice({
  lawNote,
  scope,
  notice,
  reviewed,
}: {
  lawNote: string;
  scope?: string | undefined;
  notice: string;
  reviewed: { label: string; iso: string };
}) {
  return (
    <aside aria-label="About these answers" className="rounded-card border border-accent bg-accent-soft p-4 sm:p-5">
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
        </div>
      </div>
    </aside>
  );
}
