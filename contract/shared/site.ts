import type { ImageRef } from "./image-ref.ts";

/**
 * The site's identity: its typed default lives here and never changes at run time. Every value is a
 * plainly sample default (example.com addresses, a phone number from no real series). What staff
 * store in the console is laid over it by `withSiteContact`, and the result travels as data: the
 * server's site module holds the identity in force, page loaders read it through the load context
 * (`AppServices.site`), components through `useSite()`, e-mail templates as an argument.
 */
export interface SiteIdentity {
  brand: string;
  shortBrand: string;
  /** The company's group name: default post author and the blue category label (SPEC 2.10). */
  groupName: string;
  tagline: string;
  description: string;
  founder: { name: string; title: string; quote: string };
  sinceYear: number;
  phone: { display: string; tel: string };
  whatsappNumber: string;
  emails: { primary: string; secondary: string };
  /**
   * Who answers questions and grievances about personal data (DPDP Rules 2025, rules 9 and 14):
   * published on the privacy policy; every answer to a data request names it too.
   */
  privacyContact: { name: string; role: string; email: string; phone: string };
  address: { lines: string[]; city: string; region: string; postalCode: string; country: string };
  hours: { weekdays: string; sunday: string };
  map: { query: string; latitude: number; longitude: number };
  resumeFormUrl: string;
  social: { name: "facebook" | "linkedin" | "twitter" | "instagram"; label: string; href: string }[];
  /** Who sells in the shop, as the GST tax invoice names them (decision 032). */
  seller: SellerIdentity;
  /** The brand's two colours (contract/shared/colour.ts checks them as a pair). */
  colours: { primary: string; accent: string };
  /** An uploaded logo in place of the drawn seal and short name; absent by default. */
  logo?: ImageRef;
  /** An uploaded icon for browser tabs in place of /favicon.svg. */
  favicon?: ImageRef;
}

export interface SellerIdentity {
  legalName: string;
  addressLines: string[];
  city: string;
  /** One of the checkout's state names (contract/shared/indian-states.ts): decides CGST+SGST or IGST. */
  state: string;
  postalCode: string;
  /** 15 characters, its first two the state's GST code. */
  gstin: string;
  /** The invoice numbers' prefix, at most 3 characters (PREFIX/26-27/00001 stays within 16). */
  invoicePrefix: string;
  /** Who signs the tax invoices and credit notes (CGST Rules, rule 46(q)); without one, the bare "Authorised signatory" line. */
  signatory?: InvoiceSignatory;
}

/** The person named, and optionally their scanned signature, in an invoice's signature block (issue 32). */
export interface InvoiceSignatory {
  name: string;
  designation: string;
  /** A media-library image of the signature, drawn above the name. */
  signature?: ImageRef;
}

export const defaultSite: SiteIdentity = deepFreeze({
  brand: "Sample HR & Compliance Consultancy",
  shortBrand: "SampleHR",
  groupName: "Sample Consulting Group",
  tagline: "HR, payroll and labour-law compliance for Indian businesses",
  description:
    "A compliance partner for Indian employers: HR outsourcing, payroll, ESIC and EPFO, shops and factory licences, vendor audits, recruitment and training.",
  founder: {
    name: "Adv. Arjun Example",
    title: "Founder and Advocate",
    quote: "Compliance is not paperwork. It is how a business keeps its promises to its people.",
  },
  sinceYear: 2019,
  phone: { display: "+91 12345 67890", tel: "+911234567890" },
  whatsappNumber: "911234567890",
  emails: { primary: "contact@example.com", secondary: "support@example.com" },
  privacyContact: {
    name: "Priya Example",
    role: "Grievance Officer (personal data)",
    email: "privacy@example.com",
    phone: "+91 12345 67890",
  },
  address: {
    lines: ["Office 101, Sample Business Centre", "Example Road, Malviya Nagar"],
    city: "Jaipur",
    region: "Rajasthan",
    postalCode: "302017",
    country: "India",
  },
  hours: { weekdays: "Mon-Sat 09.00 to 06.00", sunday: "Sunday closed" },
  map: { query: "Malviya Nagar, Jaipur, Rajasthan", latitude: 26.8549, longitude: 75.8243 },
  resumeFormUrl: "https://forms.example.com/sample-resume-upload",
  social: [
    { name: "facebook", label: "Facebook", href: "https://www.facebook.com/example" },
    { name: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/example" },
    { name: "twitter", label: "X (Twitter)", href: "https://x.com/example" },
    { name: "instagram", label: "Instagram", href: "https://www.instagram.com/example" },
  ],
  seller: {
    legalName: "Sample HR Compliance Consultancy Private Limited",
    addressLines: ["Office 101, Sample Business Centre", "Example Road, Malviya Nagar"],
    city: "Jaipur",
    state: "Rajasthan",
    postalCode: "302017",
    // A sample in the right shape (Rajasthan's code 08, a made-up PAN, a correct check digit).
    gstin: "08ABCDE1234F1Z0",
    invoicePrefix: "SHR",
  },
  colours: { primary: "#12305a", accent: "#f2a20c" },
});

/**
 * What staff may change from the console without a developer (issue 20, decision 028): phones,
 * e-mails, address, WhatsApp, map, social links and the seller's GSTIN printed on new invoices.
 */
export type SiteContact = Pick<SiteIdentity, "phone" | "whatsappNumber" | "emails" | "address" | "map" | "social"> & {
  /** The seller's GSTIN (seller.gstin); absent from copies saved before it could be edited. */
  gstin?: string;
};

export function siteContactOf(identity: SiteIdentity): SiteContact {
  const { phone, whatsappNumber, emails, address, map, social } = identity;
  return structuredClone({ phone, whatsappNumber, emails, address, map, social, gstin: identity.seller.gstin });
}

/** The typed default, kept so the console can show what a stored copy replaced. */
export const defaultSiteContact: SiteContact = siteContactOf(defaultSite);

/** `identity` with a stored copy of the contact details laid over it; issued invoices keep their own seller. */
export function withSiteContact(identity: SiteIdentity, contact: SiteContact): SiteIdentity {
  const { gstin, ...details } = structuredClone(contact);
  const seller = gstin === undefined ? identity.seller : { ...identity.seller, gstin };
  return deepFreeze({ ...structuredClone(identity), ...details, seller: structuredClone(seller) });
}

/**
 * What staff change in the console's "Brand and identity" document (issue 28): names, founder,
 * hours, the resume-form link, logo, icon and colours, and the seller's legal name.
 */
export type SiteBrand = Pick<
  SiteIdentity,
  | "brand"
  | "shortBrand"
  | "groupName"
  | "tagline"
  | "description"
  | "founder"
  | "sinceYear"
  | "hours"
  | "resumeFormUrl"
  | "colours"
  | "logo"
  | "favicon"
> & { legalName: string; signatory?: InvoiceSignatory };

export function siteBrandOf(identity: SiteIdentity): SiteBrand {
  const { brand, shortBrand, groupName, tagline, description, founder, sinceYear, hours, resumeFormUrl, colours } =
    identity;
  return structuredClone({
    brand,
    shortBrand,
    groupName,
    tagline,
    description,
    founder,
    sinceYear,
    hours,
    resumeFormUrl,
    colours,
    ...(identity.logo ? { logo: identity.logo } : {}),
    ...(identity.favicon ? { favicon: identity.favicon } : {}),
    legalName: identity.seller.legalName,
    ...(identity.seller.signatory ? { signatory: identity.seller.signatory } : {}),
  });
}

/** `identity` with a published brand laid over it; issued invoices keep their own seller. */
export function withSiteBrand(identity: SiteIdentity, brand: SiteBrand): SiteIdentity {
  const { legalName, logo, favicon, signatory, ...rest } = structuredClone(brand);
  const { logo: _oldLogo, favicon: _oldIcon, ...base } = structuredClone(identity);
  const { signatory: _oldSignatory, ...seller } = base.seller;
  return deepFreeze({
    ...base,
    ...rest,
    ...(logo ? { logo } : {}),
    ...(favicon ? { favicon } : {}),
    seller: { ...seller, legalName, ...(signatory ? { signatory } : {}) },
  });
}

export const telHref = (identity: SiteIdentity) => `tel:${identity.phone.tel}`;
export const whatsappHref = (identity: SiteIdentity) => `https://wa.me/${identity.whatsappNumber}`;

/** Frozen so that a reader who tries to change the identity in place fails loudly instead of changing every page. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}
