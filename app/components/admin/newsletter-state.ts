import type { Newsletter } from "../../../contract/console/newsletters.ts";
import { formatDateTime } from "../../../contract/shared/format.ts";

/** Where a newsletter stands, in a few words: Draft, Sending: 3 of 10 sent, Sent to 10 of 10 on … */
export function newsletterState(newsletter: Newsletter): string {
  const { progress } = newsletter;
  if (newsletter.status === "draft") return "Draft";
  if (newsletter.status === "sending") return `Sending: ${progress.sent} of ${progress.total} sent`;
  const failed = progress.failed > 0 ? `, ${progress.failed} failed` : "";
  const when = newsletter.finishedAt ? ` on ${formatDateTime(newsletter.finishedAt)}` : "";
  return `Sent to ${progress.sent} of ${progress.total}${failed}${when}`;
}
