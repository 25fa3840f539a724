import type { LabourRules } from "../../../contract/rules/labour-rules-on.ts";
import type { SourceKey } from "../../../contract/rules/labour-sources.ts";
import { toPaise, wholeRupeesOf } from "../../../contract/shared/money.ts";
import { codeWages, describeWages } from "./code-wages.ts";
import { caveatsOf, resultLine, resultNote, rupeesText, type ResultLine, type ResultNote } from "./result-line.ts";

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
  sources: SourceKey[];
  /** The payable amount in paise (0 unless eligible). */
  payablePaise: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
function serviceText(years: number, months: number): string {
  if (months === 0) return plural(years, "year");
  return years === 0 ? plural(months, "month") : `${plural(years, "year")} ${plural(months, "month")}`;
}

/** Why the employee is not eligible yet, or null when eligible. */
function ineligibility(
  rules: LabourRules["gratuity"],
  input: GratuityInput,
): { text: string; figures: ResultNote[] } | null {
  if (input.exit === "death-disablement") return null;
  const required = input.type === "fixed-term" ? rules.fixedTermServiceYears : rules.permanentServiceYears;
  if (input.years >= required.value) return null;
  const served = input.years * 12 + input.months;
  const toGo = required.value * 12 - served;
  const who = input.type === "fixed-term" ? "fixed-term staff" : "permanent staff";
  const text = `Not eligible yet because ${serviceText(input.years, input.months)} of continuous service is less than the ${plural(required.value, "year")} the law requires of ${who}; ${serviceText(Math.floor(toGo / 12), toGo % 12)} to go. Gratuity is due without this condition on death or disablement.`;
  const notes = [resultNote(text, [required])];
  if (input.type === "permanent" && input.years === required.value - 1)
    notes.push(
      resultNote("Some courts count 240 days' work in the fifth year as a completed year.", [rules.fourYearsCourtView]),
    );
  return { text, figures: notes };
}

/**
 * Gratuity on leaving (content-facts §6, C4, R4, R5): 15 days' wages per year of service at 15/26
 * of the last monthly wages; a permanent employee's final part year counts as a year when it is
 * longer than six months; a fixed-term employee's service counts pro rata by the month; eligibility
 * after 5 years (1 for fixed-term, none on death or disablement); the ₹20 lakh ceiling.
 */
export function calculateGratuity(labour: LabourRules, input: GratuityInput): GratuityResult {
  const rules = labour.gratuity;
  if (!input.covered) {
    const note = resultNote(
      `The gratuity law covers establishments with ${rules.establishmentThreshold.value} or more employees. Below that there is no statutory gratuity, though a contract or company policy may still promise one.`,
      [rules.establishmentThreshold],
    );
    return {
      status: "not-covered",
      headline: "No statutory gratuity: the establishment is not covered.",
      lines: [],
      notes: [note],
      caveats: [],
      sources: note.sources,
      payablePaise: 0,
    };
  }
  const notEligible = ineligibility(rules, input);
  if (notEligible) {
    return {
      status: "not-eligible",
      headline: notEligible.text,
      lines: [],
      notes: notEligible.figures.slice(1),
      caveats: caveatsOf(notEligible.figures),
      sources: [...new Set(notEligible.figures.flatMap((f) => f.sources))],
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
  const served = serviceText(input.years, input.months);
  const serviceRule = fixedTerm
    ? `${served} counted pro rata: ${(countedMonths / 12).toFixed(2).replace(/\.00$/, "")} years`
    : input.months === 0
      ? `${served} counted as ${plural(countedMonths / 12, "year")}`
      : roundsUp
        ? `${served}: the ${plural(input.months, "month")} are more than ${rules.partYearMonths.value}, so they count as a year: ${plural(countedMonths / 12, "year")}`
        : `${served}: the ${plural(input.months, "month")} are not more than ${rules.partYearMonths.value}, so they are not counted: ${plural(countedMonths / 12, "year")}`;

  // wages × 15 ÷ 26 × months ÷ 12, in rupees rounded to the nearest: integer arithmetic on paise.
  const amount = wholeRupeesOf(
    wages.wages * rules.daysWagesPerYear.value * countedMonths,
    rules.workingDaysPerMonth.value * 12,
    "nearest",
  );
  const ceiling = toPaise(rules.ceiling.value);
  const payable = Math.min(amount, ceiling);

  const lines = [
    resultLine("wages", "Last drawn wages under the Code", wages.wages, describeWages(wages, input.allowances), [
      labour.codeWages.exclusionsCapPercent,
    ]),
    resultLine(
      "gratuity",
      "Gratuity worked out",
      amount,
      `${rupeesText(wages.wages)} × ${rules.daysWagesPerYear.value} ÷ ${rules.workingDaysPerMonth.value} for each year of service; ${serviceRule}; rounded to the nearest rupee`,
      [rules.daysWagesPerYear, rules.workingDaysPerMonth, fixedTerm ? rules.fixedTermProRata : rules.partYearMonths],
    ),
    resultLine(
      "payable",
      "Gratuity payable",
      payable,
      amount > ceiling ? `Capped at the ${rupeesText(ceiling)} ceiling` : `Within the ${rupeesText(ceiling)} ceiling`,
      [rules.ceiling],
    ),
  ];
  const notes =
    input.exit === "death-disablement"
      ? [
          resultNote(
            "On death or disablement the service condition does not apply: gratuity is worked on the service there was.",
            [rules.permanentServiceYears],
          ),
        ]
      : [];
  return {
    status: "eligible",
    headline: `Gratuity payable: ${rupeesText(payable)}.`,
    lines,
    notes,
    caveats: caveatsOf([...lines, ...notes]),
    sources: [...new Set([...lines, ...notes].flatMap((l) => l.sources))],
    payablePaise: payable,
  };
}
