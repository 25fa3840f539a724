import type { AuditEntry } from "../../../contract/admin.ts";
import type { AdminDb } from "./admin-db.ts";

export interface AuditRecord {
  actor: string;
  action: string;
  target: string;
  detail: string;
}

/** Writes one line of the audit log; run inside the change's transaction so neither exists alone. */
export async function recordAudit(db: AdminDb, record: AuditRecord, now = new Date()): Promise<void> {
  await db.insertInto("audit_log").values({ ...record, created_at: now.toISOString() }).execute();
}

/** The latest changes, newest first. */
export async function listAudit(db: AdminDb, limit = 200): Promise<AuditEntry[]> {
  const rows = await db.selectFrom("audit_log").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
