import type { Generated, Kysely } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";

/** The audit table of migration 2026-11-22-002; only this module reads or writes it. */
export interface AuditLogTable {
  id: Generated<number>;
  /** The editor's mobile. */
  actor: string;
  /** e.g. "enquiry.status", "post.delete". */
  action: string;
  /** e.g. "enquiry 12", "editor 9876543210". */
  target: string;
  /** A short human sentence of what changed. */
  detail: string;
  created_at: string;
}

export type AdminDb = Kysely<Database & { audit_log: AuditLogTable }>;

/** The shared database handle, seen with the audit table this module adds. */
export function adminDb(db: Db): AdminDb {
  return db.withTables<{ audit_log: AuditLogTable }>();
}
