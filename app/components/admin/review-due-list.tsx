import { Link } from "react-router";
import { formatDate } from "../../../contract/shared/format.ts";
import { buttonClass } from "../ui/button.tsx";

export interface ReviewItem {
  id: string;
  title: string;
  /** Where the item shows on the site. */
  where: { to: string; label: string };
  reviewed: string;
  stale: boolean;
  editTo: string;
  /** A translation to review, e.g. "English changed on 3 December 2026: review the Hindi" (issue 29). */
  translationNote?: string | undefined;
}

/**
 * Legal items by review date, oldest first as the server sorts them, with a line saying how many
 * are past the allowed age (LEGAL_REVIEW_MAX_AGE_MONTHS) and "Review due" on each of those.
 */
export function ReviewDueList({
  items,
  maxAgeMonths,
  staleBefore,
  testId,
}: {
  items: ReviewItem[];
  maxAgeMonths: number;
  staleBefore: string;
  testId: string;
}) {
  const stale = items.filter((item) => item.stale).length;
  return (
    <>
      <p className="mb-4 text-sm text-muted" data-testid="review-summary">
        {stale === 0
          ? `Every item was reviewed in the last ${maxAgeMonths} months.`
          : `${stale} of ${items.length} were last reviewed more than ${maxAgeMonths} months ago (before ${formatDate(staleBefore) ?? staleBefore}).`}
      </p>
      <ol className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
        {items.map((item) => (
          <li
            key={item.id}
            data-testid={testId}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-primary-strong">{item.title}</p>
              <p className="text-sm text-muted">
                <Link to={item.where.to} className="underline">
                  {item.where.label}
                </Link>{" "}
                · Last reviewed <time dateTime={item.reviewed}>{formatDate(item.reviewed) ?? item.reviewed}</time>
                {item.stale ? (
                  <>
                    {" "}
                    · <strong className="text-danger">Review due</strong>
                  </>
                ) : null}
              </p>
              {item.translationNote ? (
                <p className="text-sm font-semibold text-accent-ink" data-testid="translation-review">
                  {item.translationNote}
                </p>
              ) : null}
            </div>
            <Link
              to={item.editTo}
              aria-label={`Edit ${item.title}`}
              className={buttonClass("outline", "sm", "shrink-0")}
            >
              Edit
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
