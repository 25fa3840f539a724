import { withAdvisoryLock } from "./advisory-lock.ts";
import { migrateToLatest, type Db } from "./connection.ts";
import { seedIfEmpty } from "./seed.ts";

/**
 * Start-up's database work: migrations, then the sample content when the database is empty. On
 * PostgreSQL it runs under an advisory lock, so instances starting together migrate and seed once:
 * the second waits, then finds the migrations applied and the content there.
 */
export async function prepareDatabase(db: Db): Promise<void> {
  await withAdvisoryLock(db, "startup", async () => {
    await migrateToLatest(db);
    await seedIfEmpty(db);
  });
}
