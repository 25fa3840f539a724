import type { SourceLink } from "../../../contract/legal-content/legal-review.ts";
import type { Db } from "../../db/connection.ts";
import { insertLegalUpdate } from "../legal-updates/legal-updates.repository.ts";
import { describeLegalEdit } from "./review-rules.ts";

/** The topics a guide page's changes fall under (the figure groups subscribers choose among). */
const guideTopics: Record<string, string> = {
  "/esic": "esi",
  "/epfo": "epf",
  "/se-guide": "shops",
  "/factory-guide": "factory",
};

/**
 * Adds the /updates line of an edit to published legal content, in the edit's transaction. Only
 * a change a reader would see counts: a new review date alone (the item was checked and stands)
 * adds no line. The sentence names what changed and of which item; the first source is its source.
 */
export async function addUpdateLine(
  tx: Db,
  edit: {
    changed: (string | false)[];
    title: string;
    page: string;
    sources: SourceLink[];
    topic: string;
    now: Date;
    today: string;
  },
): Promise<void> {
  const seen = edit.changed.filter((field) => field !== false && field !== "review date");
  if (seen.length === 0) return;
  await insertLegalUpdate(tx, {
    publishedOn: edit.today,
    summary: `${describeLegalEdit(seen, edit.title)}.`,
    pages: [edit.page],
    source: edit.sources[0] ?? null,
    topics: [edit.topic],
    createdAt: edit.now.toISOString(),
  });
}

export const guideTopic = (guide: string): string => guideTopics[guide] ?? "guides";
