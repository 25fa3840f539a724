import { withAdvisoryLock } from "./advisory-lock.ts";
import { migrateToLatest, type Db } from "./connection.ts";

/** One step of start-up seeding: adds what the database lacks, never over an edit (what it answers is not used). */
export type Seed = (db: Db) => Promise<unknown>;

/**
 * Start-up's database work: migrations, then the seeds in order (server/startup-seeds.ts: the
 * sample content when the database is empty, and at every start the legal content the database
 * lacks, decision 028). The seeds are handed in, so this floor imports no feature module. On
 * PostgreSQL it runs under an advisory lock, so instances starting together migrate and seed once:
 * the second waits, then finds the migrations applied and the content there.
 */
export async function prepareDatabase(db: Db, seeds: readonly Seed[]): Promise<void> {
  await withAdvisoryLock(db, "startup", async () => {
    await migrateToLatest(db);
    for (const seed of seeds) await seed(db);
  });
}
