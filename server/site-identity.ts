import { defaultSite, withSiteBrand, type SiteBrand, type SiteIdentity } from "../contract/shared/site.ts";

/**
 * The site's identity in force in this process: the typed default (contract/shared/site.ts) with the
 * contact details staff stored laid over it, and the brand they published over that. A cache of one database row that the site module
 * (modules/site) replaces whole at start, after an edit and when another instance announces one;
 * nothing changes it in place (it is frozen). It sits below the modules so that e-mail templates,
 * invoices and page services read it without importing a feature module.
 */
let inForce: SiteIdentity = defaultSite;
let brand: SiteBrand | null = null;
let composed: SiteIdentity = defaultSite;

export function currentSite(): SiteIdentity {
  return composed;
}

/** Only modules/site calls this, with an identity made by contract/shared/site.ts `withSiteContact`. */
export function putSiteInForce(identity: SiteIdentity): void {
  inForce = identity;
  compose();
}

/**
 * The brand staff published as the "site" content document (issue 28), laid over the contact
 * layer; null for the typed default. Only modules/content calls this.
 */
export function putSiteBrandInForce(published: SiteBrand | null): void {
  brand = published;
  compose();
}

/** The firm's name from the published brand, or null while none is published (the e-mails' sender name, issue 28). */
export function publishedBrandName(): string | null {
  return brand?.brand ?? null;
}

function compose(): void {
  composed = brand ? withSiteBrand(inForce, brand) : inForce;
}
