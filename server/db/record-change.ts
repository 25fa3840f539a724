import type { Db } from "./connection.ts";

/** What one write changed, in the audit log's words: e.g. "post.edit", "post 12", "Changed title of …". */
export interface Change {
  action: string;
  target: string;
  detail: string;
  /** The record before and after, as JSON, where the change keeps them (guide answers, issue 20). */
  before?: string;
  after?: string;
}

/**
 * Records a change inside the write's own transaction, so the record and the change exist together
 * or not at all. The console passes one that writes the audit log (audit/audit-trail.ts); writes
 * from the public API and the CLI pass none.
 */
export type RecordChange = (tx: Db, change: Change) => Promise<void>;

/** An edit's detail: "Changed title, price of “X”", or "Saved “X” unchanged" when no field changed. */
export function describeEdit(changed: readonly string[], title: string): string {
  return changed.length ? `Changed ${changed.join(", ")} of “${title}”` : `Saved “${title}” unchanged`;
}
