import type { LabourRules } from "../../../contract/rules/labour-rules-on.ts";
import { percentOfPaise } from "../../../contract/shared/money.ts";
import { rupeesText } from "./result-line.ts";
import type { Language } from "../../../contract/shared/language.ts";

/** Monthly pay as the calculators ask for it, each part in paise. */
export interface PayParts {
  basic: number;
  da: number;
  retaining: number;
  /**
   * Allowances not on the Code's exclusion list (special allowance and the like): the Code counts
   * every remuneration as wages unless it is listed as excluded (content-facts §5, C17).
   */
  allowances: number;
  /** Only the items the Code lists as excluded: HRA, conveyance, overtime, commission, bonus, employer PF ... */
  excluded: number;
}

export interface CodeWages {
  /** Basic + DA + retaining allowance + the allowances that are not excluded. */
  base: number;
  /** All pay: base + excluded items. */
  total: number;
  /** The part of the excluded items above 50% of total pay, added back to wages. */
  addBack: number;
  /** Wages under the Code on Wages' definition: base + addBack. */
  wages: number;
}

/**
 * Wages under the Codes (content-facts §5, C17): basic + DA + retaining allowance and any pay not on
 * the exclusion list; when the listed exclusions exceed 50% of total pay, the excess is added back.
 * Equivalently wages are at least half of total pay. A half paisa of excess (odd total) counts as a
 * whole one, in the employee's favour.
 */
export function codeWages(rules: LabourRules, pay: PayParts): CodeWages {
  const base = pay.basic + pay.da + pay.retaining + pay.allowances;
  const total = base + pay.excluded;
  const cap = percentOfPaise(total, rules.codeWages.exclusionsCapPercent.value, "down");
  const addBack = Math.max(0, pay.excluded - cap);
  return { base, total, addBack, wages: base + addBack };
}

/** How the wages were arrived at, in words, for the wages line of an answer (in Hindi on Hindi pages). */
export function describeWages(w: CodeWages, allowances: number, language: Language = "en"): string {
  if (language === "hi") {
    const parts =
      allowances > 0
        ? "मूल वेतन + महँगाई भत्ता + रिटेनिंग भत्ता + वे भत्ते जिन्हें संहिता बाहर नहीं रखती"
        : "मूल वेतन + महँगाई भत्ता + रिटेनिंग भत्ता";
    const base = `${parts} = ${rupeesText(w.base)}`;
    if (w.addBack === 0) return `${base}; बाहर रखे गए भत्ते कुल वेतन के आधे से अधिक नहीं हैं, इसलिए कुछ नहीं जोड़ा गया`;
    return `${base}, और ${rupeesText(w.addBack)} जोड़े गए क्योंकि बाहर रखे गए भत्ते कुल वेतन (${rupeesText(w.total)}) के आधे से अधिक हैं`;
  }
  const parts =
    allowances > 0
      ? "Basic + DA + retaining allowance + allowances the Code does not exclude"
      : "Basic + DA + retaining allowance";
  const base = `${parts} = ${rupeesText(w.base)}`;
  if (w.addBack === 0)
    return `${base}; the excluded allowances are not more than half of total pay, so nothing is added back`;
  return `${base}, plus ${rupeesText(w.addBack)} added back because the excluded allowances are more than half of total pay (${rupeesText(w.total)})`;
}
