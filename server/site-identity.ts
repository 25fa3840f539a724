import { defaultSite, type SiteIdentity } from "../contract/shared/site.ts";

/**
 * The site's identity in force in this process: the typed default (contract/shared/site.ts) with the
 * contact details staff stored laid over it. A cache of one database row that the site module
 * (modules/site) replaces whole at start, after an edit and when another instance announces one;
 * nothing changes it in place (it is frozen). It sits below the modules so that e-mail templates,
 * invoices and page services read it without importing a feature module.
 */
let inForce: SiteIdentity = defaultSite;

export function currentSite(): SiteIdentity {
  return inForce;
}

/** Only modules/site calls this, with an identity made by contract/shared/site.ts `withSiteContact`. */
export function putSiteInForce(identity: SiteIdentity): void {
  inForce = identity;
}
