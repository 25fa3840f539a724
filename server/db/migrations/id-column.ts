import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from "kysely";

/** An auto-increment integer primary key, spelled as each dialect wants it. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export const nowDefault = sql`CURRENT_TIMESTAMP`;
