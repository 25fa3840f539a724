import { Fragment } from "react";
import type { AnswerReview } from "../../../../contract/legal-content/guides.ts";
import { fullStop, reviewedLabel, sourceLabel, sourcesHeading } from "../../../lib/review-labels.ts";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

/**
 * A legal item's review date and the official sources it rests on, as links. Its text is
 * reviewSentence(review, language) word for word, which the structured data repeats.
 */
export function ReviewSources({ review, className = "" }: { review: AnswerReview; className?: string }) {
  const language = useLanguage();
  const stop = fullStop[language];
  return (
    <p className={`text-sm text-muted ${className}`} data-testid="review-sources">
      <time dateTime={review.reviewed}>{reviewedLabel(review.reviewed, language)}</time>
      {stop} {sourcesHeading(review, language)}:{" "}
      {review.sources.map((source, index) => (
        <Fragment key={source.url}>
          {index > 0 ? "; " : null}
          <a href={source.url} className="font-medium text-primary underline underline-offset-2">
            {sourceLabel(source)}
          </a>
        </Fragment>
      ))}
      {stop}
    </p>
  );
}
