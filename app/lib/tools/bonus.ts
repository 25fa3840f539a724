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
export function bonusCoverage(labour: LabourRules, terms: BonusTerms): ResultNote | null {
  const rules = labour.bonus;
  return terms.covered
    ? null
    : resultNote(
        `The bonus law covers establishments with ${rules.establishmentThreshold.value} or more persons; below that no statutory bonus is due.`,
        [rules.establishmentThreshold],
      );
}

/**
 * Statutory bonus for one employee (content-facts §6, R6): eligible with wages up to ₹21,000 a month
 * and at least 30 days worked; worked on wages up to the calculation ceiling at 8.33%–20%; at least
 * ₹100 for a full year (in proportion for part of one); rounded to the nearest rupee.
 */
export function calculateBonus(labour: LabourRules, terms: BonusTerms, employee: BonusEmployee): BonusResult {
  const rules = labour.bonus;
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
    return refuse(
      `Not eligible: wages of ${rupeesText(employee.wages)} a month are above the ${rupeesText(limit)} limit.`,
      [rules.wageLimit],
    );
  if (employee.days < rules.minimumDaysWorked.value)
    return refuse(
      `Not eligible: ${employee.days} days worked is less than the ${rules.minimumDaysWorked.value} days required in the accounting year.`,
      [rules.minimumDaysWorked],
    );

  const ceiling = calculationCeiling(labour, terms);
  const monthly = Math.min(employee.wages, ceiling);
  const yearly = monthly * employee.months;
  const share = rupeeShare(yearly, terms.rate, "nearest");
  // ₹100 for a full year, reduced in proportion to the months worked, in whole rupees.
  const minimum = wholeRupeesOf(toPaise(rules.minimumAmount.value) * employee.months, 12, "nearest");
  const payable = Math.max(share, minimum);
  const ceilingSource =
    terms.minimumWage > toPaise(rules.calculationCeiling.value)
      ? `the minimum wage of ${rupeesText(terms.minimumWage)}, which is above the ${rupeesText(toPaise(rules.calculationCeiling.value))} ceiling`
      : `the ${rupeesText(toPaise(rules.calculationCeiling.value))} ceiling`;
  const lines = [
    resultLine(
      "bonus-wages",
      "Wages bonus is worked on",
      yearly,
      employee.wages > ceiling
        ? `${rupeesText(ceiling)} a month (${ceilingSource}) × ${employee.months} months`
        : `${rupeesText(monthly)} a month × ${employee.months} months (within ${ceilingSource})`,
      // The default minimum wage is Rajasthan's unskilled rate: its ⚠ goes with it.
      terms.minimumWage === toPaise(labour.minimumWage.rajasthanUnskilledMonthly.value)
        ? [rules.calculationCeiling, labour.minimumWage.rajasthanUnskilledMonthly]
        : [rules.calculationCeiling],
    ),
    resultLine(
      "bonus",
      "Bonus payable",
      payable,
      payable > share
        ? `${percentText(terms.rate)} of ${rupeesText(yearly)} is ${rupeesText(share)}, less than the minimum of ${rupeesText(minimum)} (${rupeesText(toPaise(rules.minimumAmount.value))} for a full year, in proportion for ${employee.months} months)`
        : `${percentText(terms.rate)} of ${rupeesText(yearly)}, rounded to the nearest rupee`,
      [terms.rate === rules.minimumRate.value ? rules.minimumRate : rules.maximumRate, rules.minimumAmount],
    ),
  ];
  return {
    name: employee.name,
    eligible: true,
    headline: `Bonus payable: ${rupeesText(payable)}.`,
    lines,
    payablePaise: payable,
    caveats: caveatsOf(lines),
    sources: [...new Set(lines.flatMap((l) => l.sources))],
  };
}

/** The establishment-wide notes of a bonus answer: when to pay, and the ⚠ ceilings. */
export function bonusNotes(labour: LabourRules): ResultNote[] {
  const rules = labour.bonus;
  return [
    resultNote(
      `Pay within ${rules.paymentWithinMonths.value} months of the close of the accounting year (by 30 November for a year ending 31 March).`,
      [rules.paymentWithinMonths],
    ),
    resultNote(
      `Bonus is at least ${percentText(rules.minimumRate.value)} and at most ${percentText(rules.maximumRate.value)} of the wages it is worked on; above the minimum it depends on the allocable surplus.`,
      [rules.minimumRate, rules.maximumRate],
    ),
  ];
}
