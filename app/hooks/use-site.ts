import { createContext, use } from "react";
import { defaultSite, type SiteIdentity } from "../../contract/shared/site.ts";

/**
 * The site's identity in force, as the root loader read it from the server (decision 028: staff
 * may have changed the contact details). The root layout provides it; the typed default stands in
 * only where no root data exists (component tests).
 */
export const SiteContext = createContext<SiteIdentity>(defaultSite);

export function useSite(): SiteIdentity {
  return use(SiteContext);
}
