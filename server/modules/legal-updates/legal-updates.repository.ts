import type { SourceLink } from "../../../contract/legal-content/legal-review.ts";
import type { LegalUpdate } from "../../../contract/legal-content/legal-updates.ts";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { LegalUpdatesTable } from "../../db/schema.ts";

/*
 * The public record of changes to published legal content (/updates, issue 27, decision 084). Below
 * the feature modules, like the audit's RecordChange: the legal-figures and legal-content modules
 * each write their line inside the transaction of the change it describes.
 */

/** A line of /updates as it is written. */
export interface NewLegalUpdate {
  publishedOn: string;
  summary: string;
  pages: string[];
  source: SourceLink | null;
  topics: string[];
  createdAt: string;
}

/** Adds a line to /updates; call it in the transaction of the change it describes. */
export async function insertLegalUpdate(db: Db, update: NewLegalUpdate): Promise<void> {
  await db
    .insertInto("legal_updates")
    .values({
      published_on: update.publishedOn,
      summary: update.summary,
      pages: JSON.stringify(update.pages),
      source_name: update.source?.name ?? null,
      source_url: update.source?.url ?? null,
      topics: JSON.stringify(update.topics),
      created_at: update.createdAt,
    })
    .execute();
}

/** The lines of /updates, newest first. */
export async function listLegalUpdates(db: Db, limit = 200): Promise<LegalUpdate[]> {
  const rows = await db
    .selectFrom("legal_updates")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toLegalUpdate);
}

function toLegalUpdate(row: Selectable<LegalUpdatesTable>): LegalUpdate {
  return {
    id: Number(row.id),
    publishedOn: row.published_on,
    summary: row.summary,
    pages: JSON.parse(row.pages) as string[],
    source: row.source_name && row.source_url ? { name: row.source_name, url: row.source_url } : null,
    topics: JSON.parse(row.topics) as string[],
  };
}

/**
 * The lines not yet handed to the mail job, marked as handled at `now` in the same statement: the
 * caller's transaction queues their e-mails, so each line is mailed once, whichever instance runs
 * the job first (on PostgreSQL a second claimant waits for the row locks, then finds none).
 */
export async function claimUnmailedUpdates(db: Db, now: Date): Promise<LegalUpdate[]> {
  const rows = await db
    .updateTable("legal_updates")
    .set({ mailed_at: now.toISOString() })
    .where("mailed_at", "is", null)
    .returningAll()
    .execute();
  return rows.sort((a, b) => Number(a.id) - Number(b.id)).map(toLegalUpdate);
}
