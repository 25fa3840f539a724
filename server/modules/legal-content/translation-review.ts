/**
 * The review flag of a legal item's translation (decision 121; guide answers, service lists and
 * licence rows alike): flagged when the English was saved after the translation was last checked
 * against it ('' = never checked). Answers when the English changed, or null when the translation
 * is current.
 */
export function englishChangedAt(stored: { englishSeenAt: string; englishUpdatedAt: string }): string | null {
  return stored.englishSeenAt < stored.englishUpdatedAt ? stored.englishUpdatedAt : null;
}
