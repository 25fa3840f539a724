import type { Selectable } from "kysely";
import type { RetainerFrequency } from "../../../contract/console/billing.ts";
import type { InvoiceDraft } from "../../../contract/console/billing.ts";
import type { Db } from "../../db/connection.ts";
import type { RetainersTable } from "../../db/schema.ts";

export interface StoredRetainer {
  id: number;
  clientId: number;
  frequency: RetainerFrequency;
  lines: InvoiceDraft["lines"];
  dueDays: number;
  nextIssueOn: string;
  active: boolean;
}

const toRetainer = (row: Selectable<RetainersTable>): StoredRetainer => ({
  id: Number(row.id),
  clientId: Number(row.client_id),
  frequency: row.frequency as RetainerFrequency,
  lines: JSON.parse(row.lines) as InvoiceDraft["lines"],
  dueDays: Number(row.due_days),
  nextIssueOn: row.next_issue_on,
  active: Number(row.active) === 1,
});

export async function insertRetainer(
  db: Db,
  retainer: Omit<StoredRetainer, "id" | "active">,
  now: Date,
): Promise<number> {
  const { id } = await db
    .insertInto("retainers")
    .values({
      client_id: retainer.clientId,
      frequency: retainer.frequency,
      lines: JSON.stringify(retainer.lines),
      due_days: retainer.dueDays,
      next_issue_on: retainer.nextIssueOn,
      active: 1,
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function findRetainer(db: Db, id: number): Promise<StoredRetainer | null> {
  const row = await db.selectFrom("retainers").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRetainer(row) : null;
}

export async function listRetainers(db: Db): Promise<StoredRetainer[]> {
  return (await db.selectFrom("retainers").selectAll().orderBy("id").execute()).map(toRetainer);
}

/** Active retainers whose day has come (dates compare as YYYY-MM-DD text). */
export async function dueRetainers(db: Db, today: string): Promise<StoredRetainer[]> {
  const rows = await db
    .selectFrom("retainers")
    .selectAll()
    .where("active", "=", 1)
    .where("next_issue_on", "<=", today)
    .orderBy("id")
    .execute();
  return rows.map(toRetainer);
}

/**
 * Takes a retainer's turn: moves its date on only if it still is `from`, so of two passes (two
 * instances, or a retry) exactly one issues the invoice for that day.
 */
export async function claimRetainerTurn(db: Db, id: number, from: string, next: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("retainers")
    .set({ next_issue_on: next })
    .where("id", "=", id)
    .where("next_issue_on", "=", from)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/** Stops the clients' retainers (an erased client has no address to bill or mail). */
export async function stopRetainersOf(db: Db, clientIds: readonly number[]): Promise<void> {
  if (clientIds.length > 0)
    await db.updateTable("retainers").set({ active: 0 }).where("client_id", "in", clientIds).execute();
}
