import { formatDate } from "../../../contract/shared/format.ts";

/** Above a translation's form: the English was saved after the translation was last saved (issue 29). */
export function EnglishChangedNotice({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <p role="status" className="rounded-lg bg-accent-soft p-3 font-semibold text-accent-ink" data-testid="review-hindi">
      English changed on {formatDate(at) ?? at}: review the Hindi.
    </p>
  );
}
