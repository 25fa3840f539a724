import { formatCount } from "../shared/format.ts";
import { factoryKinds, type EstablishmentKind } from "./establishment-kinds.ts";
import type { DayOfYear, Figure } from "./labour-rules.ts";
import type { LabourRules } from "./labour-rules-on.ts";

/** How a due date repeats: a day every month (but some months), or fixed days of the year. */
export type Recurrence =
  { every: "month"; day: number; exceptMonths?: readonly number[] } | { every: "year"; dates: readonly DayOfYear[] };

/** What period a due date settles, relative to the date itself. */
export type Covers =
  "previous-month" | "previous-quarter" | "previous-calendar-year" | "previous-accounting-year" | "previous-tax-year";

export interface Obligation {
  /** Stable: part of the iCalendar UIDs and of the reminder records. */
  id: string;
  /** A few letters for the month grid. */
  short: string;
  title: string;
  what: string;
  /** The form or portal. */
  how: string;
  portal?: { label: string; href: string };
  consequence: string;
  appliesWhen: string;
  kinds: "all" | readonly EstablishmentKind[];
  states: "all" | readonly string[];
  recurrence: Recurrence;
  covers: Covers;
  figures: Figure<unknown>[];
  guide?: { label: string; path: string };
}

const portals = {
  epfo: { label: "EPFO unified employer portal", href: "https://unifiedportal-emp.epfindia.gov.in/" },
  esic: { label: "ESIC portal", href: "https://www.esic.gov.in/" },
  incomeTax: { label: "Income-tax e-filing portal", href: "https://www.incometax.gov.in/" },
  rajfab: { label: "RajFAB", href: "https://rajfab.nic.in/" },
};

/**
 * The recurring statutory dates of an employer, from the rules file (content-facts.md and the
 * R sources) under the rules in force: what is due, where, and what missing it costs. Dates are the
 * statutory ones; an authority's extension of one period is a move applied by calendar-dates.ts.
 */
export function obligationsUnder(rules: LabourRules): Obligation[] {
  const { epf, esi, tds, wages, bonus, posh, factory } = rules;
  /** What the two TDS deposit dates (the 7th, and 30 April for March) have in common. */
  const tdsDeposit = {
    short: "TDS",
    title: "TDS deposit on salaries",
    how: "Challan payment through the e-Pay Tax service of the income-tax portal.",
    portal: portals.incomeTax,
    consequence: `Interest of ${tds.lateInterestPercentPerMonth.value}% a month from the date of deduction to the date of deposit.`,
    appliesWhen: "Every employer that deducts tax from salaries (with a TAN).",
    kinds: "all",
    states: "all",
  } as const;
  return [
    {
      id: "wages",
      short: "Wages",
      title: "Monthly wages",
      what: `Pay every employee's wages for the month by the ${wages.paymentDay.value}th of the next month.`,
      how: "Bank transfer with a wage slip; record it in the wage register.",
      consequence: "Late wages breach the Code on Wages' timely-payment rule, which now covers every employee.",
      appliesWhen: "Every establishment with monthly-paid staff.",
      kinds: "all",
      states: "all",
      recurrence: { every: "month", day: wages.paymentDay.value },
      covers: "previous-month",
      figures: [wages.paymentDay],
    },
    {
      id: "epf",
      short: "EPF",
      title: "EPF contributions and ECR",
      what: "Pay the month's EPF, pension and EDLI contributions and upload the ECR (the member-wise return that generates the challan).",
      how: "ECR upload and challan payment.",
      portal: portals.epfo,
      consequence: `Interest at ${epf.lateInterestPercentPerYear.value}% a year plus damages on late payment (sections 7Q and 14B of the 1952 Act, now carried by the Code on Social Security).`,
      appliesWhen: `Establishments with ${epf.establishmentThreshold.value} or more employees, or covered voluntarily.`,
      kinds: "all",
      states: "all",
      recurrence: { every: "month", day: epf.dueDay.value },
      covers: "previous-month",
      figures: [epf.dueDay, epf.lateInterestPercentPerYear],
      guide: { label: "EPFO Guidelines", path: "/epfo" },
    },
    {
      id: "esi",
      short: "ESI",
      title: "ESI contributions",
      what: "Pay the month's ESI contributions (employee and employer shares) and file them online.",
      how: "Monthly contribution filing and payment.",
      portal: portals.esic,
      consequence: `Simple interest at ${esi.lateInterestPercentPerYear.value}% a year on late payment, and ESIC can also levy damages that grow with the delay.`,
      appliesWhen: `Establishments with ${esi.establishmentThreshold.value} or more persons, for employees earning up to ₹${formatCount(esi.wageCeiling.value)} a month.`,
      kinds: "all",
      states: "all",
      recurrence: { every: "month", day: esi.dueDay.value },
      covers: "previous-month",
      figures: [esi.dueDay, esi.lateInterestPercentPerYear, esi.periodicReturn],
      guide: { label: "ESIC Guidelines", path: "/esic" },
    },
    {
      id: "tds",
      what: `Deposit the income tax deducted from salaries during the month (tax deducted in March is due by ${tds.marchDeposit.value.day} April instead).`,
      ...tdsDeposit,
      recurrence: { every: "month", day: tds.depositDay.value, exceptMonths: [tds.marchDeposit.value.month] },
      covers: "previous-month",
      figures: [tds.depositDay, tds.lateInterestPercentPerMonth],
    },
    {
      id: "tds-march",
      what: "Deposit the income tax deducted from salaries in March.",
      ...tdsDeposit,
      recurrence: { every: "year", dates: [tds.marchDeposit.value] },
      covers: "previous-month",
      figures: [tds.marchDeposit, tds.lateInterestPercentPerMonth],
    },
    {
      id: "tds-statement",
      short: "F.138",
      title: "Quarterly salary TDS statement (Form 138, formerly 24Q)",
      what: "File the quarter's statement of tax deducted from salaries and deposited.",
      how: "Form 138 under the Income-tax Act 2025, filed online.",
      portal: portals.incomeTax,
      consequence: `A late fee of ₹${tds.lateStatementFeePerDay.value} a day until it is filed, up to the tax deducted.`,
      appliesWhen: "Every employer that deducts tax from salaries.",
      kinds: "all",
      states: "all",
      recurrence: { every: "year", dates: tds.quarterlyStatement.value },
      covers: "previous-quarter",
      figures: [tds.quarterlyStatement, tds.lateStatementFeePerDay],
    },
    {
      id: "tds-certificate",
      short: "F.130",
      title: "Salary TDS certificates (Form 130, formerly Form 16)",
      what: "Give each employee whose tax was deducted the certificate for the tax year.",
      how: "Form 130, generated from the quarterly statements.",
      portal: portals.incomeTax,
      consequence: "Employees need the certificate to file their income-tax returns.",
      appliesWhen: "Every employer that deducted tax from salaries during the tax year.",
      kinds: "all",
      states: "all",
      recurrence: { every: "year", dates: [tds.certificateDate.value] },
      covers: "previous-tax-year",
      figures: [tds.certificateDate],
    },
    {
      id: "bonus",
      short: "Bonus",
      title: "Statutory bonus payment",
      what: `Pay the year's statutory bonus within ${bonus.paymentWithinMonths.value} months of the close of the accounting year.`,
      how: "Pay with wages; record it in the bonus register.",
      consequence: "Bonus unpaid after the date is overdue to each eligible employee.",
      appliesWhen: `Establishments with ${bonus.establishmentThreshold.value} or more persons, for employees earning up to ₹${formatCount(bonus.wageLimit.value)} a month (accounting year April–March).`,
      kinds: "all",
      states: "all",
      // An accounting year ending 31 March, plus eight months: 30 November.
      recurrence: { every: "year", dates: [{ month: 11, day: 30 }] },
      covers: "previous-accounting-year",
      figures: [bonus.paymentWithinMonths, bonus.wageLimit],
    },
    {
      id: "posh-report",
      short: "POSH",
      title: "POSH annual report",
      what: "The Internal Committee's report for the calendar year goes to the employer and the District Officer.",
      how: "Written report to the District Officer (Women and Child Development).",
      consequence: `A first default can be fined up to ₹${formatCount(posh.firstDefaultFine.value)}.`,
      appliesWhen: `Workplaces with ${posh.threshold.value} or more employees (they must have an Internal Committee).`,
      kinds: "all",
      states: "all",
      recurrence: { every: "year", dates: [posh.annualReport.value] },
      covers: "previous-calendar-year",
      figures: [posh.annualReport, posh.firstDefaultFine],
    },
    {
      id: "factory-return",
      short: "Return",
      title: "Factory annual return",
      what: "File the factory's annual return for the calendar year.",
      how: "Single Integrated Return, online.",
      portal: portals.rajfab,
      consequence: "A missed return breaches the factory rules the licence depends on.",
      appliesWhen: `Registered factories (${factory.withPower.value} or more workers with power, ${factory.withoutPower.value} or more without).`,
      kinds: factoryKinds,
      states: ["Rajasthan"],
      recurrence: { every: "year", dates: [factory.annualReturn.value] },
      covers: "previous-calendar-year",
      figures: [factory.annualReturn],
      guide: { label: "Factory Guidelines", path: "/factory-guide" },
    },
  ];
}
