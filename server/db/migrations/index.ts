import type { Migration } from "kysely/migration";
import * as initial from "./2026-11-22-001-initial.ts";
import * as auditLog from "./2026-11-22-002-audit-log.ts";

/** Every migration by its dated name; Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  "2026-11-22-001-initial": initial,
  "2026-11-22-002-audit-log": auditLog,
};
