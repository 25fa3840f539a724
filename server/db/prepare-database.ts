import { withAdvisoryLock } from "./advisory-lock.ts";
import { migrateToLatest, type Db } from "./connection.ts";
import { seedIfEmpty } from "./seed.ts";
import { seedGuideAnswers } from "../modules/legal-content/guides.seed.ts";
import { seedLicenceRows } from "../modules/legal-content/licences.seed.ts";
import { seedServiceLists } from "../modules/legal-content/service-lists.seed.ts";

/**
 * Start-up's database work: migrations, then the sample content when the database is empty, and at
 * every start the legal content the database lacks (decision 028: all of it the first time, never
 * over an edit). On
 * PostgreSQL it runs under an advisory lock, so instances starting together migrate and seed once:
 * the second waits, then finds the migrations applied and the content there.
 */
export async function prepareDatabase(db: Db): Promise<void> {
  await withAdvisoryLock(db, "startup", async () => {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    await seedGuideAnswers(db);
    await seedLicenceRows(db);
    await seedServiceLists(db);
  });
}
