import type { Language } from "../../../contract/shared/language.ts";

/**
 * The gratuity answer's sentences in each language (issue 29): the calculation is one, only the
 * words differ. Amounts arrive already written (₹ with Indian grouping).
 */
export interface GratuityText {
  service(years: number, months: number): string;
  notEligible(served: string, requiredYears: number, fixedTerm: boolean, toGo: string): string;
  courtView: string;
  notCoveredNote(threshold: number): string;
  notCoveredHeadline: string;
  proRata(served: string, years: string): string;
  wholeYears(served: string, counted: number): string;
  partYearCounted(served: string, months: number, limit: number, counted: number): string;
  partYearDropped(served: string, months: number, limit: number, counted: number): string;
  wagesLabel: string;
  workedLabel: string;
  payableLabel: string;
  workedRule(wages: string, days: number, perMonth: number, serviceRule: string): string;
  capped(ceiling: string): string;
  within(ceiling: string): string;
  deathNote: string;
  headline(amount: string): string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

const en: GratuityText = {
  service(years, months) {
    if (months === 0) return plural(years, "year");
    return years === 0 ? plural(months, "month") : `${plural(years, "year")} ${plural(months, "month")}`;
  },
  notEligible: (served, required, fixedTerm, toGo) =>
    `Not eligible yet because ${served} of continuous service is less than the ${plural(required, "year")} the law requires of ${fixedTerm ? "fixed-term staff" : "permanent staff"}; ${toGo} to go. Gratuity is due without this condition on death or disablement.`,
  courtView: "Some courts count 240 days' work in the fifth year as a completed year.",
  notCoveredNote: (threshold) =>
    `The gratuity law covers establishments with ${threshold} or more employees. Below that there is no statutory gratuity, though a contract or company policy may still promise one.`,
  notCoveredHeadline: "No statutory gratuity: the establishment is not covered.",
  proRata: (served, years) => `${served} counted pro rata: ${years} years`,
  wholeYears: (served, counted) => `${served} counted as ${plural(counted, "year")}`,
  partYearCounted: (served, months, limit, counted) =>
    `${served}: the ${plural(months, "month")} are more than ${limit}, so they count as a year: ${plural(counted, "year")}`,
  partYearDropped: (served, months, limit, counted) =>
    `${served}: the ${plural(months, "month")} are not more than ${limit}, so they are not counted: ${plural(counted, "year")}`,
  wagesLabel: "Last drawn wages under the Code",
  workedLabel: "Gratuity worked out",
  payableLabel: "Gratuity payable",
  workedRule: (wages, days, perMonth, serviceRule) =>
    `${wages} × ${days} ÷ ${perMonth} for each year of service; ${serviceRule}; rounded to the nearest rupee`,
  capped: (ceiling) => `Capped at the ${ceiling} ceiling`,
  within: (ceiling) => `Within the ${ceiling} ceiling`,
  deathNote:
    "On death or disablement the service condition does not apply: gratuity is worked on the service there was.",
  headline: (amount) => `Gratuity payable: ${amount}.`,
};

/** "1 महीना", "5 महीने"; साल is the same for one and many. */
const monthsHi = (n: number) => `${n} ${n === 1 ? "महीना" : "महीने"}`;
const yearsHi = (n: number) => `${n} साल`;

const hi: GratuityText = {
  service(years, months) {
    if (months === 0) return yearsHi(years);
    return years === 0 ? monthsHi(months) : `${yearsHi(years)} ${monthsHi(months)}`;
  },
  // Said with the service in the direct case ("सेवा 4 साल 1 महीना है", "11 महीने और चाहिए") so that
  // no postposition has to bend महीना.
  notEligible: (served, required, fixedTerm, toGo) =>
    `अभी पात्र नहीं: लगातार सेवा ${served} है, जबकि क़ानून ${fixedTerm ? "निश्चित अवधि के कर्मचारियों" : "स्थायी कर्मचारियों"} के लिए ${yearsHi(required)} की सेवा ज़रूरी मानता है; पात्रता के लिए ${toGo} और चाहिए। मृत्यु या अपंगता होने पर ग्रेच्युटी इस शर्त के बिना देय है।`,
  courtView: "कुछ अदालतें पाँचवें साल में 240 दिन के काम को एक पूरा साल मानती हैं।",
  notCoveredNote: (threshold) =>
    `ग्रेच्युटी का क़ानून ${threshold} या उससे अधिक कर्मचारियों वाले प्रतिष्ठानों पर लागू होता है। इससे कम पर वैधानिक ग्रेच्युटी नहीं बनती, हालाँकि अनुबंध या कंपनी की नीति में फिर भी इसका वादा हो सकता है।`,
  notCoveredHeadline: "कोई वैधानिक ग्रेच्युटी नहीं: प्रतिष्ठान इस क़ानून के दायरे में नहीं है।",
  proRata: (served, years) => `सेवा ${served}, अनुपात में गिनी गई: ${years} साल`,
  wholeYears: (served, counted) => `${served} को ${yearsHi(counted)} गिना गया`,
  partYearCounted: (served, months, limit, counted) =>
    `${served}: ${monthsHi(months)} ${limit} से अधिक हैं, इसलिए इन्हें एक साल गिना गया: ${yearsHi(counted)}`,
  partYearDropped: (served, months, limit, counted) =>
    `${served}: ${monthsHi(months)} ${limit} से अधिक नहीं हैं, इसलिए इन्हें नहीं गिना गया: ${yearsHi(counted)}`,
  wagesLabel: "संहिता के अनुसार अंतिम मज़दूरी",
  workedLabel: "गणना की गई ग्रेच्युटी",
  payableLabel: "देय ग्रेच्युटी",
  workedRule: (wages, days, perMonth, serviceRule) =>
    `सेवा के हर साल के लिए ${wages} × ${days} ÷ ${perMonth}; ${serviceRule}; निकटतम रुपये तक पूर्णांकित`,
  capped: (ceiling) => `${ceiling} की सीमा पर सीमित`,
  within: (ceiling) => `${ceiling} की सीमा के भीतर`,
  deathNote: "मृत्यु या अपंगता होने पर सेवा की शर्त लागू नहीं होती: ग्रेच्युटी उतनी सेवा पर निकाली जाती है जितनी हुई।",
  headline: (amount) => `देय ग्रेच्युटी: ${amount}।`,
};

export const gratuityText: Record<Language, GratuityText> = { en, hi };
