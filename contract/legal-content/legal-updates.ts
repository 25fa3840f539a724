import type { SourceLink } from "./legal-review.ts";

/** One line of the public list of changes, /updates (issue 27, decision 084). */
export interface LegalUpdate {
  id: number;
  /** ISO date in India the change was published. */
  publishedOn: string;
  /** What changed, in one sentence. */
  summary: string;
  /** The paths of the pages it touches. */
  pages: string[];
  source: SourceLink | null;
  /** Figure groups ("esi") and state names, for subscribers' choices. */
  topics: string[];
}

export const updatesPath = "/updates";
export const updatesFeedPath = "/updates/rss.xml";
