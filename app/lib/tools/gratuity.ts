import type { AnswerSource, LabourRules } from "../../../contract/rules/labour-rules-on.ts";
import { toPaise, wholeRupeesOf } from "../../../contract/shared/money.ts";
import { codeWages, describeWages } from "./code-wages.ts";
import { caveatsOf, resultLine, resultNote, rupeesText, type ResultLine, type ResultNote } from "./result-line.ts";
import { gratuityText, type GratuityText } from "./gratuity-text.ts";
import type { Language } from "../../../contract/shared/language.ts";

export const employeeTypes = ["permanent", "fixed-term"] as const;
export type EmployeeType = (typeof employeeTypes)[number];

export const exitReasons = ["leaving", "death-disablement"] as const;
export type ExitReason = (typeof exitReasons)[number];

export interface GratuityInput {
  /** Last drawn monthly basic + DA + retaining allowance, in paise. */
  wages: number;
  /** Last drawn monthly allowances that count as wages although not basic or DA (special allowance ...), in paise. */
  allowances: number;
  /** Last drawn monthly allowances the Code lists as excluded (for the 50% add-back), in paise. */
  excluded: number;
  years: number;
  months: number;
  type: EmployeeType;
  /** The establishment employs 10 or more (the gratuity law covers it). */
  covered: boolean;
  exit: ExitReason;
}

export interface GratuityResult {
  status: "not-covered" | "not-eligible" | "eligible";
  /** One sentence: the amount, or why there is none. */
  headline: string;
  lines: ResultLine[];
  notes: ResultNote[];
  caveats: string[];
  /** Every source behind the answer, the headline's included. */
  sources: AnswerSource[];
  /** The payable amount in paise (0 unless eligible). */
  payablePaise: number;
}

/** Why the employee is not eligible yet, or null when eligible. */
function ineligibility(
  rules: LabourRules["gratuity"],
  input: GratuityInput,
  t: GratuityText,
): { text: string; figures: ResultNote[] } | null {
  if (input.exit === "death-disablement") return null;
  const required = input.type === "fixed-term" ? rules.fixedTermServiceYears : rules.permanentServiceYears;
  if (input.years >= required.value) return null;
  const served = input.years * 12 + input.months;
  const toGo = required.value * 12 - served;
  const text = t.notEligible(
    t.service(input.years, input.months),
    required.value,
    input.type === "fixed-term",
    t.service(Math.floor(toGo / 12), toGo % 12),
  );
  const notes = [resultNote(text, [required])];
  if (input.type === "permanent" && input.years === required.value - 1)
    notes.push(resultNote(t.courtView, [rules.fourYearsCourtView]));
  return { text, figures: notes };
}

/**
 * Gratuity on leaving (content-facts §6, C4, R4, R5): 15 days' wages per year of service at 15/26
 * of the last monthly wages; a permanent employee's final part year counts as a year when it is
 * longer than six months; a fixed-term employee's service counts pro rata by the month; eligibility
 * after 5 years (1 for fixed-term, none on death or disablement); the ₹20 lakh ceiling. The
 * answer's words are in `language` (issue 29); its figures are the same in both.
 */
export function calculateGratuity(
  labour: LabourRules,
  input: GratuityInput,
  language: Language = "en",
): GratuityResult {
  const rules = labour.gratuity;
  const t = gratuityText[language];
  if (!input.covered) {
    const note = resultNote(t.notCoveredNote(rules.establishmentThreshold.value), [rules.establishmentThreshold]);
    return {
      status: "not-covered",
      headline: t.notCoveredHeadline,
      lines: [],
      notes: [note],
      caveats: [],
      sources: note.sources,
      payablePaise: 0,
    };
  }
  const notEligible = ineligibility(rules, input, t);
  if (notEligible) {
    return {
      status: "not-eligible",
      headline: notEligible.text,
      lines: [],
      notes: notEligible.figures.slice(1),
      caveats: caveatsOf(notEligible.figures),
      sources: [...new Set(notEligible.figures.flatMap((n) => n.sources))],
      payablePaise: 0,
    };
  }

  const wages = codeWages(labour, {
    basic: input.wages,
    da: 0,
    retaining: 0,
    allowances: input.allowances,
    excluded: input.excluded,
  });
  const fixedTerm = input.type === "fixed-term";
  const roundsUp = !fixedTerm && input.months > rules.partYearMonths.value;
  // Service counted in months: pro rata by the month for fixed-term staff, whole years otherwise.
  const countedMonths = fixedTerm ? input.years * 12 + input.months : (input.years + (roundsUp ? 1 : 0)) * 12;
  const served = t.service(input.years, input.months);
  const limit = rules.partYearMonths.value;
  const serviceRule = fixedTerm
    ? t.proRata(served, (countedMonths / 12).toFixed(2).replace(/\.00$/, ""))
    : input.months === 0
      ? t.wholeYears(served, countedMonths / 12)
      : roundsUp
        ? t.partYearCounted(served, input.months, limit, countedMonths / 12)
        : t.partYearDropped(served, input.months, limit, countedMonths / 12);

  // wages × 15 ÷ 26 × months ÷ 12, in rupees rounded to the nearest: integer arithmetic on paise.
  const amount = wholeRupeesOf(
    wages.wages * rules.daysWagesPerYear.value * countedMonths,
    rules.workingDaysPerMonth.value * 12,
    "nearest",
  );
  const ceiling = toPaise(rules.ceiling.value);
  const payable = Math.min(amount, ceiling);

  const lines = [
    resultLine("wages", t.wagesLabel, wages.wages, describeWages(wages, input.allowances, language), [
      labour.codeWages.exclusionsCapPercent,
    ]),
    resultLine(
      "gratuity",
      t.workedLabel,
      amount,
      t.workedRule(rupeesText(wages.wages), rules.daysWagesPerYear.value, rules.workingDaysPerMonth.value, serviceRule),
      [rules.daysWagesPerYear, rules.workingDaysPerMonth, fixedTerm ? rules.fixedTermProRata : rules.partYearMonths],
    ),
    resultLine(
      "payable",
      t.payableLabel,
      payable,
      amount > ceiling ? t.capped(rupeesText(ceiling)) : t.within(rupeesText(ceiling)),
      [rules.ceiling],
    ),
  ];
  const notes = input.exit === "death-disablement" ? [resultNote(t.deathNote, [rules.permanentServiceYears])] : [];
  return {
    status: "eligible",
    headline: t.headline(rupeesText(payable)),
    lines,
    notes,
    caveats: caveatsOf([...lines, ...notes]),
    sources: [...new Set([...lines, ...notes].flatMap((l) => l.sources))],
    payablePaise: payable,
  };
}
