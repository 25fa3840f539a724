import { officialSources, type OfficialSource } from "../legal-content/official-sources.ts";

/**
 * Where the compliance tools' figures come from. Keys without an "R" are those of
 * ../shared/content-facts.md (compiled 22 November 2026); "R" keys were found for the tools on
 * 24 November 2026 because the sheet lacks the figure (decision 023 lists them). `date` is the
 * source's own date, or "n.d." for an undated page read on the day above.
 */
export interface LabourSource {
  title: string;
  site: string;
  date: string;
}

export const labourSources = {
  C4: {
    title: "Labour reforms: gratuity eligibility reduced from five years to one",
    site: "ndtvprofit.com",
    date: "21 Nov 2025",
  },
  C6: { title: "Notification of Central Rules under the Labour Codes", site: "azbpartners.com", date: "May 2026" },
  C13: { title: "OSH Code definitions and FAQ pages", site: "kb.bizproutx.com", date: "Mar 2026" },
  C15: { title: "OSH Code s.24 (welfare facilities)", site: "indianconstitution.in", date: "n.d." },
  C16: { title: "Analyzing key reforms impacting contract labour engagement", site: "mondaq.com", date: "c. 2020" },
  C17: {
    title: "Code on Wages: components included and excluded, and the 50% rule",
    site: "labourcodes360.com",
    date: "6 Apr 2026",
  },
  C18: { title: "New labour codes implemented across India", site: "hindustantimes.com", date: "22 Nov 2025" },
  C22: { title: "FAQs on Code on Wages 2019 and Central Rules 2026", site: "acuitylaw.co.in", date: "21 May 2026" },
  D1: { title: "Acts & Rules and the LDMS portal", site: "labour.rajasthan.gov.in", date: "n.d." },
  E1: { title: "What is the ESIC contribution rate?", site: "helloauditor.com", date: "n.d." },
  E3: { title: "ESI contribution period and benefit period", site: "care.finjinn.com", date: "n.d." },
  E4: { title: "Change in ESIC contribution date", site: "thehindu.com", date: "12 Jul 2017" },
  E5: { title: "ESI registration for organisations", site: "finzkart.com", date: "n.d." },
  E6: { title: "ESI return filing", site: "clientfilingindia.com", date: "n.d." },
  E11: {
    title: "ESIC regional circular on re-checking coverage under the new wage definition",
    site: "lawshastra.blogspot.com",
    date: "11 Dec 2025",
  },
  E12: { title: "Schedule 1, Code on Social Security 2020", site: "bareactschedules.blogspot.com", date: "n.d." },
  F4: { title: "Factories Act 1948: mandatory facilities for workers", site: "appendix3exam.com", date: "31 Aug 2025" },
  F6: { title: "Labour reforms in Rajasthan", site: "resurgent.rajasthan.gov.in", date: "2014" },
  F7: { title: "RajFAB user guides and FAQ", site: "rajfab.nic.in", date: "n.d." },
  H3: {
    title: "Rajasthan relaxes registration norms for small establishments",
    site: "ksandk.com",
    date: "26 Sep 2025",
  },
  H13: {
    title: "Rajasthan Ease of Compliance to Maintain Registers Rules 2017",
    site: "praansconsultech.com",
    date: "n.d.",
  },
  M2: { title: "The Mines Act (presentation)", site: "scribd.com", date: "2014" },
  O1: { title: "Rajasthan Contract Labour Rules 1971 (50-worker threshold)", site: "1-comply.com", date: "n.d." },
  O2: { title: "Rajasthan minimum wages from 1 Jan 2023", site: "compliancebook.in", date: "28 Aug 2023" },
  O3: { title: "Payment of Bonus Act summaries", site: "comply4hr.com", date: "n.d." },
  O4: { title: "Payment of Gratuity Act Q&A (2018 ceiling)", site: "classnotes.guru", date: "n.d." },
  O5: { title: "Crèche facility under the Maternity Benefit Amendment Act 2017", site: "mondaq.com", date: "2017" },
  O6: { title: "POSH Internal Committee", site: "complianceradar.in", date: "23 Jan 2026" },
  P1: {
    title: "EPF: ₹15,000 wage ceiling notified under the Code on Social Security",
    site: "ksandk.com",
    date: "29 May 2026",
  },
  P2: { title: "Code on Social Security: EPF and ESI opt-in", site: "bcpassociates.com", date: "c. 2020" },
  P3: { title: "EPF admin charges reduced to 0.50% from 1 June 2018", site: "hrcabin.com", date: "2018" },
  P4: { title: "Per-account EPF, EPS and EDLI caps after the ₹15,000 ceiling", site: "citehr.com", date: "2014" },
  P6: { title: "EPF return filing", site: "markupventures.com", date: "n.d." },
  P8: { title: "EPFO wage cap may be raised beyond ₹15,000", site: "ndtvprofit.com", date: "8 Jan 2026" },
  P9: { title: "EPFO changes (incl. reduced damages scheme)", site: "caclubindia.com", date: "Oct 2025" },
  X1: { title: "Professional tax in Rajasthan", site: "tradeviser.in", date: "12 Apr 2025" },
  X2: { title: "Labour Welfare Fund state list", site: "hrinformative.com", date: "n.d." },
  X3: {
    title: "National holidays: Republic Day (26 January), Independence Day (15 August), Gandhi Jayanti (2 October)",
    site: "newsblackbird.com",
    date: "n.d.",
  },

  R1: {
    title: "ESI (Central) Rules 1950, rule 51: contributions rounded to the next higher rupee (since 1 Oct 2004)",
    site: "citehr.com (t=72161)",
    date: "n.d.",
  },
  R2: {
    title:
      "ESI (Central) Rules 1950, rule 2(2A): a monthly-rated employee's average daily wage is the month's wage divided by 26",
    site: "citehr.com (t=364163)",
    date: "n.d.",
  },
  R3: {
    title: "EPF shares rounded to the nearest rupee (EPS 8.33% of ₹15,000 = ₹1,249.50 shown as ₹1,250)",
    site: "citehr.com (t=504232, t=629853)",
    date: "n.d.",
  },
  R4: {
    title: "Payment of Gratuity Act s.4(2): a part year in excess of six months counts as a year, for the amount only",
    site: "citehr.com (t=114814, t=647477); rvseckarindianlaws.blogspot.com",
    date: "n.d.",
  },
  R5: {
    title: 'Gratuity for fixed-term employees: pro rata on actual service; the word "pro rata" is not defined',
    site: "citehr.com (t=624532); carcil.cnlu.ac.in",
    date: "11 May 2026",
  },
  R6: {
    title:
      "Code on Wages s.26: minimum bonus 8.33% of wages or ₹100, whichever is higher; ₹100 reduced in proportion for part of a year (Payment of Bonus Act s.13)",
    site: "actsofindia.in; comply4hr.com",
    date: "n.d.",
  },
  R7: {
    title: "Bonus payable within eight months of the close of the accounting year",
    site: "community.greythr.com",
    date: "n.d.",
  },
  R8: {
    title:
      "TDS deposit: by the 7th of the next month, tax deducted in March by 30 April (Rule 30 of the Income-tax Rules 1962 and its successor in the 2026 Rules)",
    site: "taxheal.com; help.quicko.com",
    date: "2026",
  },
  R9: {
    title: "Form 138 (replaces Form 24Q): quarterly salary TDS statement due 31 Jul, 31 Oct, 31 Jan and 31 May",
    site: "taxheal.com; caclubindia.com",
    date: "Apr 2026",
  },
  R10: {
    title:
      "Late TDS: interest 1.5% a month from deduction to deposit (s.201(1A)); late statement fee ₹200 a day up to the tax (s.234E), Income-tax Act 1961",
    site: "cleartax.in; caclubindia.com",
    date: "n.d.",
  },
  R11: {
    title: "Form 130 (replaces Form 16): salary TDS certificate issued by 15 June after the tax year",
    site: "taxguru.in; fimaco.in",
    date: "15 May 2026",
  },
  R12: {
    title:
      "POSH annual report for each calendar year, generally filed by 31 January (no national deadline; some districts set their own)",
    site: "posh360.in; apnilaw.com",
    date: "n.d.",
  },
  R13: {
    title:
      "Building and other construction work: covered where 10 or more building workers are employed; cess 1% of construction cost",
    site: "tydcorporate.com; employmentlaw.lakshmisri.com",
    date: "18 Oct 2022",
  },
  R14: {
    title:
      "Factory annual return dates are set by each state's rules (e.g. 15 January in Haryana, 31 January in Punjab)",
    site: "citehr.com (t=232083)",
    date: "n.d.",
  },
} as const satisfies Record<string, LabourSource>;

export type SourceKey = keyof typeof labourSources;

const o = officialSources;

/**
 * The official site where each source's figure can be confirmed (audit of 27 November 2026, §8
 * item 9): the secondary page stays as the background, the authority is where a reader checks. A key
 * without one has no authority's site in contract/legal-content/official-sources.ts yet.
 */
export const confirmAt: Partial<Record<SourceKey, OfficialSource>> = {
  C4: o.labourMinistry,
  C6: o.gazette,
  C13: o.labourMinistry,
  C15: o.labourMinistry,
  C16: o.labourMinistry,
  C17: o.labourMinistry,
  C18: o.labourMinistry,
  C22: o.gazette,
  D1: o.labourRajasthan,
  E1: o.esic,
  E3: o.esic,
  E4: o.esic,
  E5: o.esic,
  E6: o.esic,
  E11: o.esic,
  E12: o.esic,
  F4: o.rajfab,
  F6: o.rajfab,
  F7: o.rajfab,
  H3: o.labourRajasthan,
  H13: o.labourRajasthan,
  M2: o.dgms,
  O1: o.labourRajasthan,
  O2: o.labourRajasthan,
  O3: o.labourMinistry,
  O4: o.labourMinistry,
  O5: o.labourMinistry,
  O6: o.sheBox,
  P1: o.epfo,
  P2: o.epfo,
  P3: o.epfo,
  P4: o.epfo,
  P6: o.epfo,
  P8: o.epfo,
  P9: o.epfo,
  X2: o.labourRajasthan,
  R1: o.esic,
  R2: o.esic,
  R3: o.epfo,
  R4: o.labourMinistry,
  R5: o.labourMinistry,
  R6: o.labourMinistry,
  R7: o.labourMinistry,
  R8: o.incomeTax,
  R9: o.incomeTax,
  R10: o.incomeTax,
  R11: o.incomeTax,
  R12: o.sheBox,
  R13: o.labourMinistry,
  R14: o.rajfab,
};
