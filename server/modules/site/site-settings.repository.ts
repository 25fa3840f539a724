import type { Db } from "../../db/connection.ts";

/** A setting's stored JSON value, or null when none is stored. */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : null;
}

/** Stores a setting's value, replacing the previous one. */
export async function writeSetting(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  const row = { key, value: JSON.stringify(value), updated_at: now.toISOString() };
  await db
    .insertInto("site_settings")
    .values(row)
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}
