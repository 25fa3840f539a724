import type { AuditEntry } from "../../../contract/console/admin.ts";
import type { Db } from "../../db/connection.ts";
import { containsAny } from "../../db/contains-any.ts";
import type { Change } from "../../db/record-change.ts";

/** Writes one line of the audit log; run inside the change's transaction so neither exists alone. */
export async function recordAudit(
  db: Db,
  { before, after, ...record }: Change & { actor: string },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({ ...record, before_value: before ?? null, after_value: after ?? null, created_at: now.toISOString() })
    .execute();
}

/** The latest changes, newest first. */
export async function listAudit(db: Db, limit = 200): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(({ before_value, after_value, ...row }) => ({
    ...row,
    id: Number(row.id),
    before: before_value,
    after: after_value,
  }));
}

/**
 * Erasure (decision 015): the audit lines that quote a person lose the quote. Every mention of the
 * e-mail address or mobile becomes "[erased]", and lines about an erased record (`targets`, such as
 * "enquiry 12", whose details quote a name) lose their detail. Who did what and when stays.
 * Answers how many lines changed.
 */
export async function redactAudit(db: Db, erased: { needles: string[]; targets: string[] }): Promise<number> {
  const needles = erased.needles.filter(Boolean);
  if (needles.length === 0 && erased.targets.length === 0) return 0;
  const rows = await db
    .selectFrom("audit_log")
    .select(["id", "target", "detail"])
    .where((eb) =>
      eb.or([
        ...(erased.targets.length > 0 ? [eb("target", "in", erased.targets)] : []),
        ...needles.map((needle) => containsAny(["detail"], needle)),
      ]),
    )
    .execute();
  const pattern = new RegExp(needles.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gi");
  for (const row of rows) {
    const detail = erased.targets.includes(row.target)
      ? "[details erased on request]"
      : needles.length > 0
        ? row.detail.replace(pattern, "[erased]")
        : row.detail;
    await db.updateTable("audit_log").set({ detail }).where("id", "=", row.id).execute();
  }
  return rows.length;
}
