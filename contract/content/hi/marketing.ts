import type { ContentDocuments } from "../documents.ts";
import { servicesOverviewHi } from "./services.ts";

/** The marketing documents that have a Hindi default (issue 29): the services listing. */
export type MarketingKeyHi = "services";

/**
 * Each marketing document's Hindi default by its English key, of the English document's own type,
 * so a key that is not a document, or a Hindi copy that drifts from its English type, fails to compile.
 */
export const marketingDocumentsHi: { readonly [K in MarketingKeyHi]: ContentDocuments[K] } = {
  services: servicesOverviewHi,
};
