import type { Language } from "../../../contract/shared/language.ts";

/**
 * The bonus answer's sentences in each language (issue 29): the calculation is one, only the words
 * differ. Amounts and rates arrive already written (₹ with Indian grouping, "8.33%").
 */
export interface BonusText {
  notCovered(threshold: number): string;
  aboveLimit(wages: string, limit: string): string;
  tooFewDays(days: number, required: number): string;
  /** The wages line's rule: capped at the ceiling (or the minimum wage above it), or within it. */
  wagesRule(capped: boolean, monthly: string, months: number, ceiling: string, minimumWage: string | null): string;
  wagesLabel: string;
  payableLabel: string;
  minimumRule(rate: string, yearly: string, share: string, minimum: string, fullYear: string, months: number): string;
  shareRule(rate: string, yearly: string): string;
  headline(amount: string): string;
  payBy(months: number): string;
  rates(minimum: string, maximum: string): string;
  /** The name of the one employee of the single form, and of a list's unnamed ones. */
  theEmployee: string;
  employeeNumber(n: number): string;
}

const en: BonusText = {
  notCovered: (threshold) =>
    `The bonus law covers establishments with ${threshold} or more persons; below that no statutory bonus is due.`,
  aboveLimit: (wages, limit) => `Not eligible: wages of ${wages} a month are above the ${limit} limit.`,
  tooFewDays: (days, required) =>
    `Not eligible: ${days} days worked is less than the ${required} days required in the accounting year.`,
  wagesRule: (capped, monthly, months, ceiling, minimumWage) => {
    const source = minimumWage
      ? `the minimum wage of ${minimumWage}, which is above the ${ceiling} ceiling`
      : `the ${ceiling} ceiling`;
    return capped
      ? `${monthly} a month (${source}) × ${months} months`
      : `${monthly} a month × ${months} months (within ${source})`;
  },
  wagesLabel: "Wages bonus is worked on",
  payableLabel: "Bonus payable",
  minimumRule: (rate, yearly, share, minimum, fullYear, months) =>
    `${rate} of ${yearly} is ${share}, less than the minimum of ${minimum} (${fullYear} for a full year, in proportion for ${months} months)`,
  shareRule: (rate, yearly) => `${rate} of ${yearly}, rounded to the nearest rupee`,
  headline: (amount) => `Bonus payable: ${amount}.`,
  payBy: (months) =>
    `Pay within ${months} months of the close of the accounting year (by 30 November for a year ending 31 March).`,
  rates: (minimum, maximum) =>
    `Bonus is at least ${minimum} and at most ${maximum} of the wages it is worked on; above the minimum it depends on the allocable surplus.`,
  theEmployee: "The employee",
  employeeNumber: (n) => `Employee ${n}`,
};

const hi: BonusText = {
  notCovered: (threshold) =>
    `बोनस का क़ानून ${threshold} या उससे अधिक व्यक्तियों वाले प्रतिष्ठानों पर लागू होता है; इससे कम पर कोई वैधानिक बोनस देय नहीं है।`,
  aboveLimit: (wages, limit) => `पात्र नहीं: ${wages} प्रति माह की मज़दूरी ${limit} की सीमा से अधिक है।`,
  tooFewDays: (days, required) => `पात्र नहीं: ${days} दिन का काम लेखा वर्ष में ज़रूरी ${required} दिन से कम है।`,
  wagesRule: (capped, monthly, months, ceiling, minimumWage) => {
    if (capped)
      return minimumWage
        ? `${monthly} प्रति माह (न्यूनतम मज़दूरी, जो ${ceiling} की सीमा से अधिक है) × ${months} महीने`
        : `${monthly} प्रति माह (${ceiling} की सीमा) × ${months} महीने`;
    return minimumWage
      ? `${monthly} प्रति माह × ${months} महीने (${minimumWage} की न्यूनतम मज़दूरी के भीतर, जो ${ceiling} की सीमा से अधिक है)`
      : `${monthly} प्रति माह × ${months} महीने (${ceiling} की सीमा के भीतर)`;
  },
  wagesLabel: "बोनस की गणना वाली मज़दूरी",
  payableLabel: "देय बोनस",
  minimumRule: (rate, yearly, share, minimum, fullYear, months) =>
    `${yearly} का ${rate} ${share} होता है, जो ${minimum} के न्यूनतम बोनस से कम है (पूरे साल के लिए ${fullYear}, ${months} महीनों के लिए अनुपात में)`,
  shareRule: (rate, yearly) => `${yearly} का ${rate}, निकटतम रुपये तक पूर्णांकित`,
  headline: (amount) => `देय बोनस: ${amount}।`,
  payBy: (months) =>
    `लेखा वर्ष की समाप्ति के ${months} महीने के भीतर भुगतान करें (31 मार्च को समाप्त होने वाले वर्ष के लिए 30 नवंबर तक)।`,
  rates: (minimum, maximum) =>
    `बोनस उस मज़दूरी का कम से कम ${minimum} और अधिक से अधिक ${maximum} होता है जिस पर उसकी गणना होती है; न्यूनतम से ऊपर यह आवंटन-योग्य अधिशेष (allocable surplus) पर निर्भर करता है।`,
  theEmployee: "कर्मचारी",
  employeeNumber: (n) => `कर्मचारी ${n}`,
};

export const bonusText: Record<Language, BonusText> = { en, hi };
