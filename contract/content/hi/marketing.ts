import type { ContentDocuments } from "../documents.ts";
import type { PackageKey } from "../packages.ts";
import type { ServicePageKey } from "../service-pages.ts";
import { packageDefaultsHi } from "./packages.ts";
import { servicePageDefaultsHi } from "./service-pages.ts";
import { servicesOverviewHi } from "./services.ts";

/** The marketing documents that have a Hindi default (issue 29): the services listing, the ten service pages and the three packages. */
export type MarketingKeyHi = "services" | ServicePageKey | PackageKey;

/**
 * Each marketing document's Hindi default by its English key, of the English document's own type,
 * so a key that is not a document, or a Hindi copy that drifts from its English type, fails to compile.
 */
export const marketingDocumentsHi: { readonly [K in MarketingKeyHi]: ContentDocuments[K] } = {
  services: servicesOverviewHi,
  ...servicePageDefaultsHi,
  ...packageDefaultsHi,
};
