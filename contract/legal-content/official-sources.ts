/**
 * The official authorities whose own sites back the legal figures on the site (issue 20). Each
 * entry has a stable id, because content names its sources by reference and the second wave seeds
 * them into a table of their own (docs/decisions/026-legal-sources-and-review-dates.md). Every URL
 * is one the fact sheet gives or that was checked with the search tool on 24 November 2026
 * (decision 025 lists how).
 */
export interface OfficialSource {
  id: string;
  /** The authority, as the link says it: the link text is this name followed by the site's host. */
  name: string;
  url: string;
}

/**
 * A legal item's provenance: when it was last checked against the fact sheet and its sources, and
 * the official sources it rests on (at least one).
 */
export interface LegalReview {
  /** ISO date (YYYY-MM-DD). */
  reviewed: string;
  sources: OfficialSource[];
}

/** The review of 24 November 2026, when every legal item was checked against content-facts.md and the audit. */
export const reviewDate = "2026-11-24";

const source = (id: string, name: string, url: string): OfficialSource => ({ id, name, url });

export const officialSources = {
  esic: source("esic", "Employees' State Insurance Corporation", "https://www.esic.gov.in/"),
  epfo: source("epfo", "Employees' Provident Fund Organisation", "https://www.epfindia.gov.in/"),
  labourMinistry: source("labour-ministry", "Ministry of Labour and Employment", "https://labour.gov.in/"),
  gazette: source("gazette", "e-Gazette of India", "https://egazette.gov.in/"),
  labourRajasthan: source("labour-rajasthan", "Labour Department, Rajasthan", "https://labour.rajasthan.gov.in/"),
  rajfab: source("rajfab", "Factories and Boilers Inspection Department, Rajasthan", "https://rajfab.nic.in/"),
  dgms: source("dgms", "Directorate General of Mines Safety", "https://www.dgms.gov.in/"),
  incomeTax: source("income-tax", "Income Tax Department", "https://www.incometax.gov.in/"),
  sheBox: source("she-box", "Ministry of Women and Child Development, SHe-Box", "https://shebox.wcd.gov.in/"),
  ncs: source("ncs", "National Career Service", "https://www.ncs.gov.in/"),
  rspcb: source("rspcb", "Rajasthan State Pollution Control Board", "https://environment.rajasthan.gov.in/"),
  rajNivesh: source("raj-nivesh", "Raj Nivesh single-window portal, Rajasthan", "https://rajnivesh.rajasthan.gov.in/"),
  cgwa: source("cgwa", "Central Ground Water Authority", "https://cgwa-noc.gov.in/"),
  fssai: source("fssai", "Food Safety and Standards Authority of India", "https://www.fssai.gov.in/"),
  cdsco: source("cdsco", "Central Drugs Standard Control Organisation", "https://cdsco.gov.in/"),
  exciseRajasthan: source("excise-rajasthan", "Excise Department, Rajasthan", "https://excise.rajasthan.gov.in/"),
  legalMetrology: source(
    "legal-metrology",
    "Legal Metrology, Department of Consumer Affairs",
    "https://consumeraffairs.nic.in/legal-metrology",
  ),
  gst: source("gst", "Goods and Services Tax portal", "https://www.gst.gov.in/"),
  minesRajasthan: source(
    "mines-rajasthan",
    "Department of Mines and Geology, Rajasthan",
    "https://mines.rajasthan.gov.in/",
  ),
  ibm: source("ibm", "Indian Bureau of Mines", "https://ibm.gov.in/"),
  energyRajasthan: source("energy-rajasthan", "Energy Department, Rajasthan", "https://energy.rajasthan.gov.in/"),
  peso: source("peso", "Petroleum and Explosives Safety Organisation", "https://peso.gov.in/"),
  udyam: source("udyam", "Udyam Registration portal, Ministry of MSME", "https://udyamregistration.gov.in/"),
  mca: source("mca", "Ministry of Corporate Affairs", "https://www.mca.gov.in/"),
  dgft: source("dgft", "Directorate General of Foreign Trade", "https://www.dgft.gov.in/"),
} as const satisfies Record<string, OfficialSource>;

/** The review of `reviewDate`, resting on the given sources. */
export const reviewed = (...sources: OfficialSource[]): LegalReview => ({ reviewed: reviewDate, sources });
