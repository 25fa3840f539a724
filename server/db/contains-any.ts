import { sql, type Expression, type SqlBool } from "kysely";

/**
 * Case-insensitive "contains" over text columns that means the same on SQLite and PostgreSQL
 * (PostgreSQL's LIKE is case-sensitive): lower(column) LIKE '%needle%', with % and _ escaped.
 */
export function containsAny(columns: readonly string[], needle: string): Expression<SqlBool> {
  const pattern = `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const checks = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(checks, sql` or `)})`;
}
