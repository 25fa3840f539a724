import { randomBytes } from "node:crypto";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { expect, it } from "vitest";
import { openDatabase } from "./connection.ts";
import { prepareDatabase } from "./prepare-database.ts";
import type { Database } from "./schema.ts";
import { seedPosts, seedProducts } from "./seed-content.ts";
import { startupSeeds } from "../startup-seeds.ts";

const url = process.env["DATABASE_URL"];

/** A pool on a fresh schema, as a second instance would open it. */
function instance(schema: string) {
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` }),
    }),
  });
}

it.runIf(url)("migrates and seeds once when three instances start together on an empty PostgreSQL", async () => {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = openDatabase({ DATABASE_URL: url, DATA_DIR: "" });
  await sql.raw(`create schema ${schema}`).execute(admin);
  const instances = [instance(schema), instance(schema), instance(schema)];
  try {
    await Promise.all(instances.map((db) => prepareDatabase(db, startupSeeds)));
    const db = instances[0]!;
    expect((await db.selectFrom("posts").select("id").execute()).length).toBe(seedPosts.length);
    expect((await db.selectFrom("products").select("id").execute()).length).toBe(seedProducts.length);
  } finally {
    await Promise.all(instances.map((db) => db.destroy()));
    await sql.raw(`drop schema ${schema} cascade`).execute(admin);
    await admin.destroy();
  }
});
