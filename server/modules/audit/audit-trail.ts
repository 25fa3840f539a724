import type { FastifyRequest } from "fastify";
import type { RecordChange } from "../../db/record-change.ts";
import { editorOf } from "../auth/editor-guard.ts";
import { recordAudit } from "./audit.repository.ts";

/**
 * How a console request records its change: the resource's write service calls it inside its own
 * transaction, so the log never claims a change that did not happen nor misses one that did. The
 * actor is the editor signed in on this request.
 */
export function auditTrail(request: FastifyRequest): RecordChange {
  const actor = editorOf(request);
  return (tx, change) => recordAudit(tx, { actor, ...change });
}
