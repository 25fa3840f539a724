import { labourRules } from "../../../contract/labour-rules.ts";
import { rupeesText } from "./result-line.ts";

/** Monthly pay as the calculators ask for it, each part in paise. */
export interface PayParts {
  basic: number;
  da: number;
  retaining: number;
  /** Every other allowance the Code excludes from wages (HRA, conveyance, special allowance ...). */
  other: number;
}

export interface CodeWages {
  /** Basic + DA + retaining allowance. */
  base: number;
  /** All pay: base + other allowances. */
  total: number;
  /** The part of the other allowances above 50% of total pay, added back to wages. */
  addBack: number;
  /** Wages under the Code on Wages' definition: base + addBack. */
  wages: number;
}

/**
 * Wages under the Codes (content-facts §5, C17): basic + DA + retaining allowance; when the excluded
 * allowances exceed 50% of total pay, the excess is added back. Equivalently wages are at least half
 * of total pay. A half paisa of excess (odd total) counts as a whole one, in the employee's favour.
 */
export function codeWages(pay: PayParts): CodeWages {
  const base = pay.basic + pay.da + pay.retaining;
  const total = base + pay.other;
  const cap = Math.floor((total * labourRules.codeWages.exclusionsCapPercent.value) / 100);
  const addBack = Math.max(0, pay.other - cap);
  return { base, total, addBack, wages: base + addBack };
}

/** How the wages were arrived at, in words, for the wages line of an answer. */
export function describeWages(w: CodeWages): string {
  const base = `Basic + DA + retaining allowance = ${rupeesText(w.base)}`;
  if (w.addBack === 0)
    return `${base}; the other allowances are not more than half of total pay, so nothing is added back`;
  return `${base}, plus ${rupeesText(w.addBack)} added back because the other allowances are more than half of total pay (${rupeesText(w.total)})`;
}
