import type { SourceKey } from "./labour-sources.ts";

/**
 * Every rate, ceiling, threshold and due date the compliance tools use (/tools/*, the .ics feed
 * and the reminder e-mails), each with its sources and date. Figures come from
 * ../shared/content-facts.md; those the sheet lacks carry an "R" source (labour-sources.ts,
 * decision 023). A figure with `uncertain` is one the sheet marks ⚠ (or whose sources disagree):
 * the tools print that sentence beside any result the figure produced. Change a figure here and
 * every tool, feed and e-mail follows; the unit tests' worked examples then say what moved.
 */
export interface Figure<T> {
  value: T;
  sources: readonly SourceKey[];
  /** The sources' own date for the figure ("n.d." for an undated page read on `rulesReviewed`). */
  asOf: string;
  uncertain?: string;
}

/** A rate in basis points (hundredths of a per cent): 833 is 8.33%. Integers keep the sums exact. */
export type BasisPoints = number;

/** A day of the year a return or payment is due. */
export interface DayOfYear {
  month: number;
  day: number;
}

/** When the figures below were last checked against their sources. */
export const rulesReviewed = { iso: "2026-11-24", label: "24 November 2026" } as const;

export const labourRules = {
  codeWages: {
    /** Excluded allowances above this share of total pay are added back to wages. */
    exclusionsCapPercent: { value: 50, sources: ["C17"], asOf: "6 Apr 2026" },
  },
  epf: {
    wageCeiling: {
      value: 15_000,
      sources: ["P1", "P8"],
      asOf: "29 May 2026",
      uncertain:
        "The ₹15,000 EPF ceiling was re-notified on 29 May 2026, but a rise to ₹25,000–30,000 has been discussed; check for a later change.",
    },
    employeeRate: { value: 1200, sources: ["P4"], asOf: "2014" },
    employerRate: { value: 1200, sources: ["P4"], asOf: "2014" },
    pensionRate: { value: 833, sources: ["P4"], asOf: "2014" },
    edliRate: { value: 50, sources: ["P3", "P4"], asOf: "2018" },
    adminRate: { value: 50, sources: ["P3"], asOf: "1 Jun 2018" },
    adminMinimumPerEstablishment: { value: 500, sources: ["P3"], asOf: "1 Jun 2018" },
    rounding: {
      value: "nearest rupee",
      sources: ["R3"],
      asOf: "n.d.",
      uncertain:
        "EPF shares are rounded to the nearest rupee as payroll practice does; the ECR the EPFO portal generates is the figure that counts.",
    },
    establishmentThreshold: { value: 20, sources: ["P2"], asOf: "c. 2020" },
    dueDay: { value: 15, sources: ["P6"], asOf: "n.d." },
    lateInterestPercentPerYear: {
      value: 12,
      sources: ["P6", "P9"],
      asOf: "n.d.",
      uncertain:
        "Damages for late EPF payment are charged on top of interest; check the current damages rate with EPFO.",
    },
  },
  esi: {
    wageCeiling: {
      value: 21_000,
      sources: ["E1", "E11"],
      asOf: "n.d.",
      uncertain:
        "Whether the ₹21,000 ESI ceiling has been re-notified under the Code on Social Security is not confirmed, and ESIC has asked employers to re-check coverage under the Code's wage definition used here.",
    },
    disabilityWageCeiling: { value: 25_000, sources: ["E1"], asOf: "n.d." },
    /** Once covered, an employee stays covered on full wages until the contribution period ends. */
    coveredUntilPeriodEnd: { value: true, sources: ["E3"], asOf: "n.d." },
    employeeRate: { value: 75, sources: ["E1"], asOf: "n.d." },
    employerRate: { value: 325, sources: ["E1"], asOf: "n.d." },
    exemptDailyWage: { value: 176, sources: ["E1"], asOf: "n.d." },
    /** A monthly-rated employee's average daily wage is the month's wage divided by this. */
    daysPerMonth: { value: 26, sources: ["R2"], asOf: "n.d." },
    rounding: { value: "next higher rupee", sources: ["R1"], asOf: "n.d." },
    establishmentThreshold: { value: 10, sources: ["E12", "P2"], asOf: "n.d." },
    registrationDays: { value: 15, sources: ["E5"], asOf: "n.d." },
    dueDay: { value: 15, sources: ["E4"], asOf: "12 Jul 2017" },
    lateInterestPercentPerYear: { value: 12, sources: ["E5"], asOf: "n.d." },
    periodicReturn: {
      value: "monthly online contribution filing",
      sources: ["E6"],
      asOf: "n.d.",
      uncertain:
        "Some guides still describe half-yearly ESI returns; check with ESIC whether any periodic return applies besides the monthly filing.",
    },
  },
  gratuity: {
    establishmentThreshold: { value: 10, sources: ["O4"], asOf: "n.d." },
    daysWagesPerYear: { value: 15, sources: ["O4"], asOf: "n.d." },
    workingDaysPerMonth: { value: 26, sources: ["O4"], asOf: "n.d." },
    permanentServiceYears: { value: 5, sources: ["O4"], asOf: "n.d." },
    fixedTermServiceYears: {
      value: 1,
      sources: ["C4"],
      asOf: "21 Nov 2025",
      uncertain:
        "The one-year minimum for fixed-term staff comes from the government's announcement of the Codes; the Code's text waives the five-year condition at the end of a fixed term without stating a floor. Check before refusing a shorter term.",
    },
    /** A final part year longer than this many months counts as a whole year (permanent staff). */
    partYearMonths: { value: 6, sources: ["R4"], asOf: "n.d." },
    fixedTermProRata: {
      value: "years and months of service",
      sources: ["R5"],
      asOf: "11 May 2026",
      uncertain:
        'The Code gives fixed-term staff gratuity "pro rata" without defining it; this counts each month of service. Check before paying.',
    },
    ceiling: {
      value: 2_000_000,
      sources: ["O4"],
      asOf: "2018",
      uncertain: "The ₹20 lakh gratuity ceiling dates from the 2018 amendment; confirm the ceiling under the Code.",
    },
    fourYearsCourtView: {
      value: "240 days in the fifth year",
      sources: ["R4"],
      asOf: "n.d.",
      uncertain:
        "Some High Courts have counted four years and 240 days' work in the fifth year as five years; others have not. Take advice before refusing such a claim.",
    },
  },
  bonus: {
    establishmentThreshold: { value: 20, sources: ["O3"], asOf: "n.d." },
    wageLimit: {
      value: 21_000,
      sources: ["O3"],
      asOf: "n.d.",
      uncertain: "The bonus wage limit and calculation ceiling may be re-notified under the Code on Wages.",
    },
    minimumDaysWorked: { value: 30, sources: ["O3"], asOf: "n.d." },
    calculationCeiling: {
      value: 7_000,
      sources: ["O3"],
      asOf: "n.d.",
      uncertain: "The bonus wage limit and calculation ceiling may be re-notified under the Code on Wages.",
    },
    minimumRate: { value: 833, sources: ["O3"], asOf: "n.d." },
    maximumRate: { value: 2000, sources: ["O3"], asOf: "n.d." },
    minimumAmount: { value: 100, sources: ["R6"], asOf: "n.d." },
    paymentWithinMonths: { value: 8, sources: ["R7"], asOf: "n.d." },
  },
  minimumWage: {
    /** Rajasthan, unskilled: ₹285 a day × 26 = ₹7,410 a month, the default of the bonus ceiling. */
    rajasthanUnskilledMonthly: {
      value: 7_410,
      sources: ["O2"],
      asOf: "28 Aug 2023",
      uncertain:
        "Rajasthan's minimum wages from 1 January 2023 have likely been revised since; check the Labour Department's rate.",
    },
  },
  wages: {
    paymentDay: { value: 7, sources: ["C18"], asOf: "22 Nov 2025" },
  },
  stateLevies: {
    /**
     * States known to levy no professional tax. Only Rajasthan: the sheet's list (X1) also named
     * Punjab, which levies a state development tax on salaries, so its other names (Delhi, Uttar
     * Pradesh, Haryana) are not repeated until checked with each state (decision 080).
     */
    noProfessionalTax: { value: ["Rajasthan"], sources: ["X1"], asOf: "12 Apr 2025" },
    /** States known to have no labour welfare fund (others may have one). */
    noLabourWelfareFund: { value: ["Rajasthan"], sources: ["X2"], asOf: "n.d." },
  },
  holidays: {
    /** The three national holidays employers treat as compulsory; a due date on one is flagged. */
    national: {
      value: [
        { month: 1, day: 26, name: "Republic Day" },
        { month: 8, day: 15, name: "Independence Day" },
        { month: 10, day: 2, name: "Gandhi Jayanti" },
      ],
      sources: ["X3"],
      asOf: "n.d.",
    },
  },
  tds: {
    depositDay: { value: 7, sources: ["R8"], asOf: "2026" },
    marchDeposit: { value: { month: 4, day: 30 }, sources: ["R8"], asOf: "2026" },
    quarterlyStatement: {
      value: [
        { month: 7, day: 31 },
        { month: 10, day: 31 },
        { month: 1, day: 31 },
        { month: 5, day: 31 },
      ],
      sources: ["R9"],
      asOf: "Apr 2026",
    },
    certificateDate: { value: { month: 6, day: 15 }, sources: ["R11"], asOf: "15 May 2026" },
    lateInterestPercentPerMonth: {
      value: 1.5,
      sources: ["R10"],
      asOf: "n.d.",
      uncertain:
        "Interest and late-fee figures are those of the Income-tax Act 1961; check the equivalent provision of the Income-tax Act 2025.",
    },
    lateStatementFeePerDay: {
      value: 200,
      sources: ["R10"],
      asOf: "n.d.",
      uncertain:
        "Interest and late-fee figures are those of the Income-tax Act 1961; check the equivalent provision of the Income-tax Act 2025.",
    },
  },
  posh: {
    threshold: { value: 10, sources: ["O6"], asOf: "23 Jan 2026" },
    firstDefaultFine: { value: 50_000, sources: ["O6"], asOf: "23 Jan 2026" },
    annualReport: {
      value: { month: 1, day: 31 },
      sources: ["R12"],
      asOf: "n.d.",
      uncertain:
        "There is no national date for the POSH annual report; 31 January is usual, but some districts set another.",
    },
  },
  factory: {
    annualReturn: {
      value: { month: 1, day: 31 },
      sources: ["F7", "R14"],
      asOf: "n.d.",
      uncertain: "The factory annual return's due date (often given as 31 January) is not confirmed; check on RajFAB.",
    },
    withPower: { value: 20, sources: ["F6", "C13"], asOf: "Mar 2026" },
    withoutPower: { value: 40, sources: ["F6", "C13"], asOf: "Mar 2026" },
    planApprovalExemptUpTo: { value: 50, sources: ["F7"], asOf: "n.d." },
    crecheWomen: {
      value: 30,
      sources: ["F4"],
      asOf: "31 Aug 2025",
      uncertain:
        "This is the Factories Act's crèche rule; the OSH Code's own factory threshold depends on rules still being notified.",
    },
  },
  coverage: {
    /** The Code on Wages applies to every establishment, whatever its size. */
    codeOnWagesAnySize: { value: 1, sources: ["C22", "C18"], asOf: "21 May 2026" },
    appointmentLetters: { value: 1, sources: ["C4"], asOf: "21 Nov 2025" },
    /** Mines are covered whatever their headcount; the owner gives notice before starting. */
    minesAnySize: { value: 1, sources: ["C13", "M2"], asOf: "Mar 2026" },
    rajasthanCommonRegisters: {
      value: ["employee register", "wage register", "register of loans and recoveries", "attendance register"],
      sources: ["H13"],
      asOf: "n.d.",
    },
    rajasthanLabourPortal: { value: "https://labour.rajasthan.gov.in/", sources: ["D1"], asOf: "n.d." },
  },
  thresholds: {
    /** Rajasthan shops and commercial establishments with up to this many workers need no registration. */
    rajasthanShopsExemptUpTo: { value: 10, sources: ["H3"], asOf: "26 Sep 2025" },
    oshRegistration: { value: 10, sources: ["C13", "C18"], asOf: "Mar 2026" },
    contractLabour: { value: 50, sources: ["C16", "O1"], asOf: "c. 2020" },
    maternityBenefit: { value: 10, sources: ["O5"], asOf: "2017" },
    creche: { value: 50, sources: ["O5"], asOf: "2017" },
    canteen: { value: 100, sources: ["C15"], asOf: "n.d." },
    ambulanceRoom: { value: 500, sources: ["C15"], asOf: "n.d." },
    layoffPermission: { value: 300, sources: ["C18"], asOf: "22 Nov 2025" },
    buildingWorkers: { value: 10, sources: ["R13"], asOf: "18 Oct 2022" },
    constructionCessPercent: { value: 1, sources: ["C6", "R13"], asOf: "May 2026" },
  },
} as const satisfies Record<string, Record<string, Figure<unknown>>>;
