import { longDate } from "../../contract/rules/calendar-dates.ts";
import type { LegalUpdate } from "../../contract/legal-content/legal-updates.ts";
import type { OutgoingMessage } from "./outbox.ts";
import { oneClickHeaders } from "./templates.ts";
import { currentSite } from "../site-identity.ts";

/** The links one reader's e-mail about changes in the law carries (decision 085). */
export interface LegalUpdateLinks {
  /** The public base URL, for the pages each line touches. */
  baseUrl: string;
  updatesUrl: string;
  feedUrl: string;
  /** This reader's page to change what they hear about. */
  topicsUrl: string;
  /** This reader's one-click unsubscribe from the whole mailing list, as in the newsletter. */
  unsubscribeUrl: string;
  privacyUrl: string;
}

/**
 * A short e-mail to a subscriber who chose the topics of these /updates lines: one paragraph per
 * line (date, what changed, the pages it touches and its official source), where to change the
 * choice and how to leave; plain text, with the RFC 8058 headers every list e-mail carries.
 */
export function legalUpdateEmail(to: string, lines: readonly LegalUpdate[], links: LegalUpdateLinks): OutgoingMessage {
  const site = currentSite();
  const subject =
    lines.length === 1
      ? `Change in labour law: ${lines[0]!.summary}`
      : `${lines.length} changes in labour law on ${site.brand}`;
  const paragraphs = lines.map((line) =>
    [
      `${longDate(line.publishedOn)}: ${line.summary}`,
      ...line.pages.map((path) => `  ${links.baseUrl}${path}`),
      ...(line.source ? [`  Source: ${line.source.name}, ${line.source.url}`] : []),
    ].join("\n"),
  );
  return {
    channel: "email",
    to,
    subject: subject.length > 150 ? `${subject.slice(0, 147)}...` : subject,
    text: [
      `Hello,`,
      ``,
      `You asked us to tell you when the law changes on these topics. Here is what changed on our website:`,
      ``,
      paragraphs.join("\n\n"),
      ``,
      `Every change, newest first: ${links.updatesUrl} (RSS: ${links.feedUrl})`,
      ``,
      `--`,
      `Choose other topics, or none: ${links.topicsUrl}`,
      `Leave our mailing list in one click: ${links.unsubscribeUrl}`,
      `Privacy policy: ${links.privacyUrl}`,
      site.brand,
    ].join("\n"),
    headers: oneClickHeaders(links.unsubscribeUrl),
  };
}
