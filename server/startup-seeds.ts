import type { Seed } from "./db/prepare-database.ts";
import { seedIfEmpty } from "./db/seed.ts";
import { seedGuideAnswers } from "./modules/legal-content/guides.seed.ts";
import { seedGuideTranslations } from "./modules/legal-content/guide-translations.seed.ts";
import { seedLicenceRows } from "./modules/legal-content/licences.seed.ts";
import { seedLicenceTranslations } from "./modules/legal-content/licence-translations.seed.ts";
import { seedServiceLists } from "./modules/legal-content/service-lists.seed.ts";
import { seedServiceListTranslations } from "./modules/legal-content/service-list-translations.seed.ts";

/** What start-up seeds, in order: the sample content of an empty database, then the legal content it lacks. */
export const startupSeeds: readonly Seed[] = [
  seedIfEmpty,
  seedGuideAnswers,
  // After the English answers: a translation is stored against the English answer it translates.
  seedGuideTranslations,
  seedLicenceRows,
  // After the English rows, for the same reason.
  seedLicenceTranslations,
  seedServiceLists,
  // After the English lists, for the same reason.
  seedServiceListTranslations,
];
