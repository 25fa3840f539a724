import type { Language } from "../../../contract/shared/language.ts";
import type { ResultNote } from "./result-line.ts";
import { stateLevyNote, stateLevyNoteHi } from "./state-levies.ts";

/**
 * The PF and ESI answer's words in each language (issue 29): the calculation is one, only the
 * words differ. Amounts and rates arrive already written (₹ with Indian grouping, "12%").
 */
export interface PfEsiText {
  pensionNone: string;
  pensionRule(rate: string, capped: string, ceiling: string, most: string): string;
  employeeEpfLabel: string;
  employeeEpfRule(rate: string, on: string): string;
  epsLabel: string;
  employerPfLabel: string;
  employerPfLessPension(rate: string, on: string, total: string): string;
  employerPfWhole(rate: string, on: string): string;
  edliLabel: string;
  edliRule(rate: string, capped: string, ceiling: string): string;
  adminLabel: string;
  adminRule(rate: string, on: string, minimum: string): string;
  esiEmployeeLabel: string;
  esiEmployerLabel: string;
  esiNotCovered(wages: string, ceiling: string): string;
  esiCoveredEarlier(ceiling: string): string;
  daily(wages: string, divisor: number, perDay: string): string;
  esiExempt(daily: string, exemptUpTo: string): string;
  esiEmployeeRule(rate: string, wages: string): string;
  esiEmployerRule(rate: string, wages: string, employeeExempt: boolean): string;
  wagesLabel: string;
  netLabel: string;
  netRule(epf: string, esi: string): string;
  costLabel: string;
  costRule(epf: string, esi: string): string;
  thresholds(epf: number, esi: number): string;
  aboveCeiling(ceiling: string, member: boolean): string;
  levies(state: string): ResultNote;
}

const en: PfEsiText = {
  pensionNone:
    "Nothing: the employee is not in the pension scheme (joined on or after 1 September 2014 with EPF wages above the ceiling, or aged 58 or more), so the employer's whole share goes to the provident fund",
  pensionRule: (rate, capped, ceiling, most) =>
    `${rate} of ${capped}: pension is worked on wages up to ${ceiling}, so at most ${most}`,
  employeeEpfLabel: "Employee EPF (deducted from pay)",
  employeeEpfRule: (rate, on) => `${rate} of ${on}, all to the provident fund account`,
  epsLabel: "Employer to pension (EPS)",
  employerPfLabel: "Employer to provident fund",
  employerPfLessPension: (rate, on, total) => `The employer's ${rate} of ${on} (${total}) less the pension share`,
  employerPfWhole: (rate, on) => `The employer's whole ${rate} of ${on}`,
  edliLabel: "EDLI insurance (employer)",
  edliRule: (rate, capped, ceiling) => `${rate} of ${capped}, on wages up to ${ceiling}`,
  adminLabel: "EPF administration charge (employer)",
  adminRule: (rate, on, minimum) => `${rate} of ${on}; each establishment pays at least ${minimum} a month in all`,
  esiEmployeeLabel: "Employee ESI (deducted from pay)",
  esiEmployerLabel: "Employer ESI",
  esiNotCovered: (wages, ceiling) =>
    `ESI wages of ${wages} are above the ${ceiling} ceiling, so the employee is not covered`,
  esiCoveredEarlier: (ceiling) =>
    `Above the ${ceiling} ceiling, but covered at the start of this contribution period (1 April–30 September or 1 October–31 March): contributions continue on full wages until the period ends.`,
  daily: (wages, divisor, perDay) => `${wages} ÷ ${divisor} = ${perDay} a day`,
  esiExempt: (daily, exemptUpTo) => `No employee share: the average daily wage (${daily}) is not above ${exemptUpTo}`,
  esiEmployeeRule: (rate, wages) => `${rate} of ${wages}, rounded up to the next rupee`,
  esiEmployerRule: (rate, wages, employeeExempt) =>
    `${rate} of ${wages}, rounded up to the next rupee${employeeExempt ? " (the employer pays even when the employee is exempt)" : ""}`,
  wagesLabel: "Wages under the Code",
  netLabel: "Employee's deduction this month",
  netRule: (epf, esi) => `Employee EPF ${epf} + employee ESI ${esi}`,
  costLabel: "Employer's cost on top of wages",
  costRule: (epf, esi) => `EPF, pension, EDLI and administration ${epf} + employer ESI ${esi}`,
  thresholds: (epf, esi) =>
    `EPF applies to establishments with ${epf} or more employees, ESI to those with ${esi} or more; smaller ones may join voluntarily.`,
  aboveCeiling: (ceiling, member) =>
    `EPF wages above ${ceiling}: an employee who joins at this pay may stay out of EPF or join voluntarily; the figures assume the employee is an EPF member${member ? " in the pension scheme (someone in it from earlier, at lower pay or before 1 September 2014)" : " outside the pension scheme"}.`,
  levies: (state) => stateLevyNote(state, "deducted here"),
};

const hi: PfEsiText = {
  pensionNone:
    "कुछ नहीं: कर्मचारी पेंशन योजना में नहीं है (1 सितंबर 2014 को या उसके बाद सीमा से अधिक ईपीएफ मज़दूरी पर जुड़ा, या उसकी आयु 58 साल या अधिक है), इसलिए नियोक्ता का पूरा हिस्सा भविष्य निधि में जाता है",
  pensionRule: (rate, capped, ceiling, most) =>
    `${capped} का ${rate}: पेंशन ${ceiling} तक की मज़दूरी पर निकाली जाती है, इसलिए अधिकतम ${most}`,
  employeeEpfLabel: "कर्मचारी का ईपीएफ (वेतन से कटौती)",
  employeeEpfRule: (rate, on) => `${on} का ${rate}, पूरा भविष्य निधि खाते में`,
  epsLabel: "नियोक्ता का पेंशन अंशदान (ईपीएस)",
  employerPfLabel: "नियोक्ता का भविष्य निधि अंशदान",
  employerPfLessPension: (rate, on, total) => `${on} का नियोक्ता का ${rate} (${total}), पेंशन का हिस्सा घटाकर`,
  employerPfWhole: (rate, on) => `${on} का नियोक्ता का पूरा ${rate}`,
  edliLabel: "ईडीएलआई बीमा (नियोक्ता)",
  edliRule: (rate, capped, ceiling) => `${capped} का ${rate}, ${ceiling} तक की मज़दूरी पर`,
  adminLabel: "ईपीएफ प्रशासनिक शुल्क (नियोक्ता)",
  adminRule: (rate, on, minimum) => `${on} का ${rate}; हर प्रतिष्ठान कुल मिलाकर कम से कम ${minimum} प्रति माह देता है`,
  esiEmployeeLabel: "कर्मचारी का ईएसआई (वेतन से कटौती)",
  esiEmployerLabel: "नियोक्ता का ईएसआई",
  esiNotCovered: (wages, ceiling) => `ईएसआई मज़दूरी ${wages} है, जो ${ceiling} की सीमा से अधिक है, इसलिए कर्मचारी कवर नहीं है`,
  esiCoveredEarlier: (ceiling) =>
    `${ceiling} की सीमा से अधिक, पर इस अंशदान अवधि (1 अप्रैल–30 सितंबर या 1 अक्टूबर–31 मार्च) की शुरुआत में कवर था: अवधि समाप्त होने तक पूरी मज़दूरी पर अंशदान जारी रहता है।`,
  daily: (wages, divisor, perDay) => `${wages} ÷ ${divisor} = ${perDay} प्रति दिन`,
  esiExempt: (daily, exemptUpTo) => `कर्मचारी का कोई हिस्सा नहीं: औसत दैनिक मज़दूरी (${daily}) ${exemptUpTo} से अधिक नहीं है`,
  esiEmployeeRule: (rate, wages) => `${wages} का ${rate}, अगले पूरे रुपये तक बढ़ाकर`,
  esiEmployerRule: (rate, wages, employeeExempt) =>
    `${wages} का ${rate}, अगले पूरे रुपये तक बढ़ाकर${employeeExempt ? " (कर्मचारी को छूट होने पर भी नियोक्ता अपना हिस्सा देता है)" : ""}`,
  wagesLabel: "संहिता के अनुसार मज़दूरी",
  netLabel: "इस महीने कर्मचारी की कटौती",
  netRule: (epf, esi) => `कर्मचारी का ईपीएफ ${epf} + कर्मचारी का ईएसआई ${esi}`,
  costLabel: "मज़दूरी के ऊपर नियोक्ता की लागत",
  costRule: (epf, esi) => `ईपीएफ, पेंशन, ईडीएलआई और प्रशासनिक शुल्क ${epf} + नियोक्ता का ईएसआई ${esi}`,
  thresholds: (epf, esi) =>
    `ईपीएफ ${epf} या उससे अधिक कर्मचारियों वाले प्रतिष्ठानों पर लागू होता है और ईएसआई ${esi} या उससे अधिक वालों पर; छोटे प्रतिष्ठान स्वेच्छा से जुड़ सकते हैं।`,
  aboveCeiling: (ceiling, member) =>
    `ईपीएफ मज़दूरी ${ceiling} से अधिक: इस वेतन पर जुड़ने वाला कर्मचारी ईपीएफ से बाहर रह सकता है या स्वेच्छा से जुड़ सकता है; ये आँकड़े मानते हैं कि कर्मचारी ईपीएफ का सदस्य है${member ? " और पेंशन योजना में है (जो पहले से उसमें है, कम वेतन पर या 1 सितंबर 2014 से पहले से)" : " पर पेंशन योजना से बाहर है"}।`,
  levies: (state) => stateLevyNoteHi(state, "यहाँ नहीं घटाया गया"),
};

export const pfEsiText: Record<Language, PfEsiText> = { en, hi };
