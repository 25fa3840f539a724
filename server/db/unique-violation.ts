/**
 * Whether a write failed on a unique constraint: PostgreSQL's SQLSTATE 23505, node:sqlite's
 * SQLITE_CONSTRAINT_UNIQUE (2067) or its message. Callers turn it into the answer the constraint
 * stands for (a booked slot: 409), instead of checking first and racing.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; errcode?: unknown; message?: unknown } | null;
  if (!e || typeof e !== "object") return false;
  return e.code === "23505" || e.errcode === 2067 || String(e.message ?? "").includes("UNIQUE constraint failed");
}
