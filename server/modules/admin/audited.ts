import type { FastifyRequest } from "fastify";
import type { AdminDb } from "./admin-db.ts";
import { editorOf } from "./admin-guard.ts";
import { recordAudit } from "./audit.repository.ts";

export interface Change {
  action: string;
  target: string;
  detail: string;
}

/**
 * Runs a change and its audit line in one transaction, so the log never claims a change that did
 * not happen nor misses one that did. `run` answers null when there was nothing to change (then
 * nothing is logged), or the change's result and its audit description.
 */
export async function audited<T>(db: AdminDb, request: FastifyRequest, run: (tx: AdminDb) => Promise<{ result: T; change: Change } | null>): Promise<T | null> {
  const actor = editorOf(request);
  return db.transaction().execute(async (tx) => {
    const outcome = await run(tx);
    if (!outcome) return null;
    await recordAudit(tx, { actor, ...outcome.change });
    return outcome.result;
  });
}
