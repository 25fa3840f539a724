import type { BasisPoints } from "../../../contract/rules/labour-rules.ts";
import type { AnswerSource, LabourRules } from "../../../contract/rules/labour-rules-on.ts";
import { toPaise, wholeRupeesOf } from "../../../contract/shared/money.ts";
import {
  caveatsOf,
  percentText,
  resultLine,
  resultNote,
  rupeeShare,
  rupeesText,
  type ResultLine,
  type ResultNote,
} from "./result-line.ts";
import { bonusText } from "./bonus-text.ts";
import type { Language } from "../../../contract/shared/language.ts";

/** What applies to every employee of the establishment. */
export interface BonusTerms {
  /** The establishment employs 20 or more persons (the bonus law covers it). */
  covered: boolean;
  rate: BasisPoints;
  /** The minimum wage a month for the employment, in paise (0 when not known). */
  minimumWage: number;
}

export interface BonusEmployee {
  name: string;
  /** Monthly wages (basic + DA, under the Code's definition), in paise. */
  wages: number;
  /** Months of the accounting year for which wages were paid, 0 to 12. */
  months: number;
  /** Days worked in the accounting year. */
  days: number;
}

export interface BonusResult {
  name: string;
  eligible: boolean;
  /** One sentence: the bonus, or why there is none. */
  headline: string;
  lines: ResultLine[];
  payablePaise: number;
  caveats: string[];
  sources: AnswerSource[];
}

/** The monthly wage bonus is worked on: the ₹7,000 ceiling or the minimum wage, whichever is higher. */
export function calculationCeiling(labour: LabourRules, terms: BonusTerms): number {
  const rules = labour.bonus;
  return Math.max(toPaise(rules.calculationCeiling.value), terms.minimumWage);
}

/** Establishment-level answer when the bonus law does not cover the establishment; null when it does. */
export function bonusCoverage(labour: LabourRules, terms: BonusTerms, language: Language = "en"): ResultNote | null {
  const rules = labour.bonus;
  return terms.covered
    ? null
    : resultNote(bonusText[language].notCovered(rules.establishmentThreshold.value), [rules.establishmentThreshold]);
}

/**
 * Statutory bonus for one employee (content-facts §6, R6): eligible with wages up to ₹21,000 a month
 * and at least 30 days worked; worked on wages up to the calculation ceiling at 8.33%–20%; at least
 * ₹100 for a full year (in proportion for part of one); rounded to the nearest rupee. The answer's
 * words are in `language` (issue 29); its figures are the same in both.
 */
export function calculateBonus(
  labour: LabourRules,
  terms: BonusTerms,
  employee: BonusEmployee,
  language: Language = "en",
): BonusResult {
  const rules = labour.bonus;
  const t = bonusText[language];
  const limit = toPaise(rules.wageLimit.value);
  const refuse = (reason: string, figures: Parameters<typeof resultNote>[1]): BonusResult => {
    const note = resultNote(reason, figures);
    return {
      name: employee.name,
      eligible: false,
      headline: reason,
      lines: [],
      payablePaise: 0,
      caveats: note.caveats,
      sources: note.sources,
    };
  };
  if (employee.wages > limit)
    return refuse(t.aboveLimit(rupeesText(employee.wages), rupeesText(limit)), [rules.wageLimit]);
  if (employee.days < rules.minimumDaysWorked.value)
    return refuse(t.tooFewDays(employee.days, rules.minimumDaysWorked.value), [rules.minimumDaysWorked]);

  const ceiling = calculationCeiling(labour, terms);
  const monthly = Math.min(employee.wages, ceiling);
  const yearly = monthly * employee.months;
  const share = rupeeShare(yearly, terms.rate, "nearest");
  // ₹100 for a full year, reduced in proportion to the months worked, in whole rupees.
  const minimum = wholeRupeesOf(toPaise(rules.minimumAmount.value) * employee.months, 12, "nearest");
  const payable = Math.max(share, minimum);
  const statutoryCeiling = toPaise(rules.calculationCeiling.value);
  const capped = employee.wages > ceiling;
  const wagesRule = t.wagesRule(
    capped,
    rupeesText(capped ? ceiling : monthly),
    employee.months,
    rupeesText(statutoryCeiling),
    terms.minimumWage > statutoryCeiling ? rupeesText(terms.minimumWage) : null,
  );
  const lines = [
    resultLine(
      "bonus-wages",
      t.wagesLabel,
      yearly,
      wagesRule,
      // The default minimum wage is Rajasthan's unskilled rate: its ⚠ goes with it.
      terms.minimumWage === toPaise(labour.minimumWage.rajasthanUnskilledMonthly.value)
        ? [rules.calculationCeiling, labour.minimumWage.rajasthanUnskilledMonthly]
        : [rules.calculationCeiling],
    ),
    resultLine(
      "bonus",
      t.payableLabel,
      payable,
      payable > share
        ? t.minimumRule(
            percentText(terms.rate),
            rupeesText(yearly),
            rupeesText(share),
            rupeesText(minimum),
            rupeesText(toPaise(rules.minimumAmount.value)),
            employee.months,
          )
        : t.shareRule(percentText(terms.rate), rupeesText(yearly)),
      [terms.rate === rules.minimumRate.value ? rules.minimumRate : rules.maximumRate, rules.minimumAmount],
    ),
  ];
  return {
    name: employee.name,
    eligible: true,
    headline: t.headline(rupeesText(payable)),
    lines,
    payablePaise: payable,
    caveats: caveatsOf(lines),
    sources: [...new Set(lines.flatMap((l) => l.sources))],
  };
}

/** The establishment-wide notes of a bonus answer: when to pay, and the ⚠ ceilings. */
export function bonusNotes(labour: LabourRules, language: Language = "en"): ResultNote[] {
  const rules = labour.bonus;
  const t = bonusText[language];
  return [
    resultNote(t.payBy(rules.paymentWithinMonths.value), [rules.paymentWithinMonths]),
    resultNote(t.rates(percentText(rules.minimumRate.value), percentText(rules.maximumRate.value)), [
      rules.minimumRate,
      rules.maximumRate,
    ]),
  ];
}
