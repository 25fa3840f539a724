import { Info } from "lucide-react";
import type { AnswerReview } from "../../../../contract/legal-content/guides.ts";
import { ReviewSources } from "./review-sources.tsx";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

const asideLabel = { en: "About this information", hi: "इस जानकारी के बारे में" } as const;

/** The "rules change, check before you act" note of a legal page, with its review date and official sources. */
export function ReviewNote({ review, text }: { review: AnswerReview; text: string }) {
  return (
    <aside
      aria-label={asideLabel[useLanguage()]}
      className="flex gap-3 rounded-card border border-line bg-surface p-5 text-sm text-muted"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="space-y-2">
        <p>{text}</p>
        <ReviewSources review={review} />
      </div>
    </aside>
  );
}
