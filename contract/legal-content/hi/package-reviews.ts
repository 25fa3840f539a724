import { officialSources, type LegalReview } from "../official-sources.ts";
import { reviewedHi } from "./guide-pages.ts";

/**
 * The three package pages' typed legal review in Hindi (issue 29), by slug: the same date and
 * official sites as each page's `review` in contract/content/packages.ts, the authorities under
 * their Hindi names (a unit test holds them to the English). The note above it on the page is
 * `reviewNoteTextHi` (./service-pages.ts).
 */
export const packageReviewsHi: Readonly<Record<"essential" | "professional" | "platinum", LegalReview>> = {
  essential: reviewedHi(officialSources.epfo, officialSources.esic, officialSources.labourMinistry),
  professional: reviewedHi(officialSources.labourMinistry),
  platinum: reviewedHi(officialSources.labourMinistry, officialSources.epfo, officialSources.esic),
};
