import { formatCount } from "../shared/format.ts";
import { HINDI_MONTHS } from "../shared/format-hi.ts";
import { pathIn } from "../shared/language.ts";
import { addMonths, dateParts, type DueDate } from "./calendar-dates.ts";
import type { Covers, Obligation } from "./compliance-calendar.ts";
import type { LabourRules } from "./labour-rules-on.ts";
import { labourRules } from "./labour-rules.ts";

/**
 * The compliance calendar in Hindi (issue 29, decision 127): its obligations, periods and closed
 * days, for the Hindi calendar page, its `?lang=hi` feed and the Hindi due-date reminders. The
 * dates, ids and figures are the English calendar's (compliance-calendar.ts); only the words are
 * here, and every figure comes from the same rules, so the two cannot disagree.
 */
type ObligationWords = Pick<Obligation, "short" | "title" | "what" | "how" | "consequence" | "appliesWhen">;

const portalLabelsHi: Record<string, string> = {
  "EPFO unified employer portal": "ईपीएफओ का यूनिफ़ाइड एम्प्लॉयर पोर्टल",
  "ESIC portal": "ईएसआईसी पोर्टल",
  "Income-tax e-filing portal": "आयकर ई-फ़ाइलिंग पोर्टल",
  RajFAB: "RajFAB",
};

const guideLabelsHi: Record<string, string> = {
  "/epfo": "ईपीएफओ मार्गदर्शिका",
  "/esic": "ईएसआईसी मार्गदर्शिका",
  "/factory-guide": "कारख़ाना मार्गदर्शिका",
};

function wordsOf(rules: LabourRules): Record<string, ObligationWords> {
  const { epf, esi, tds, wages, bonus, posh, factory } = rules;
  const tdsDeposit = {
    short: "टीडीएस",
    title: "वेतन पर काटे गए टीडीएस (TDS) को जमा करना",
    how: "आयकर पोर्टल की ई-पे टैक्स (e-Pay Tax) सेवा से चालान का भुगतान।",
    consequence: `कटौती की तारीख़ से जमा करने की तारीख़ तक ${tds.lateInterestPercentPerMonth.value}% प्रति माह ब्याज।`,
    appliesWhen: "वेतन से कर काटने वाला हर नियोक्ता (जिसके पास टैन (TAN) है)।",
  };
  return {
    wages: {
      short: "मज़दूरी",
      title: "मासिक मज़दूरी",
      what: `हर कर्मचारी की महीने की मज़दूरी अगले महीने की ${wages.paymentDay.value} तारीख़ तक चुका दें।`,
      how: "वेतन पर्ची के साथ बैंक ट्रांसफ़र; भुगतान मज़दूरी रजिस्टर में दर्ज करें।",
      consequence:
        "देर से मज़दूरी देना मज़दूरी संहिता, 2019 के समय पर भुगतान के नियम का उल्लंघन है, और यह नियम अब हर कर्मचारी पर लागू होता है।",
      appliesWhen: "मासिक वेतन पाने वाले कर्मचारियों वाला हर प्रतिष्ठान।",
    },
    epf: {
      short: "ईपीएफ",
      title: "ईपीएफ अंशदान और ईसीआर (ECR)",
      what: "महीने का ईपीएफ, पेंशन और ईडीएलआई (EDLI) अंशदान जमा करें और ईसीआर (ECR) अपलोड करें: यह सदस्यवार रिटर्न है, जिससे चालान बनता है।",
      how: "ईसीआर (ECR) अपलोड और चालान का भुगतान।",
      consequence: `देर से भुगतान पर ${epf.lateInterestPercentPerYear.value}% सालाना ब्याज और हर्जाना (1952 के अधिनियम की धारा 7Q और 14B, जिन्हें अब सामाजिक सुरक्षा संहिता, 2020 आगे ले जाती है)।`,
      appliesWhen: `${epf.establishmentThreshold.value} या उससे अधिक कर्मचारियों वाले प्रतिष्ठान, या जो स्वेच्छा से कवर हुए हों।`,
    },
    esi: {
      short: "ईएसआई",
      title: "ईएसआई अंशदान",
      what: "महीने का ईएसआई अंशदान (कर्मचारी और नियोक्ता दोनों का हिस्सा) जमा करें और ऑनलाइन फ़ाइल करें।",
      how: "मासिक अंशदान की फ़ाइलिंग और भुगतान।",
      consequence: `देर से भुगतान पर ${esi.lateInterestPercentPerYear.value}% सालाना साधारण ब्याज; कर्मचारी राज्य बीमा निगम देरी के साथ बढ़ने वाला हर्जाना भी लगा सकता है।`,
      appliesWhen: `${esi.establishmentThreshold.value} या उससे अधिक व्यक्तियों वाले प्रतिष्ठान, ₹${formatCount(esi.wageCeiling.value)} प्रति माह तक कमाने वाले कर्मचारियों के लिए।`,
    },
    tds: {
      ...tdsDeposit,
      what: `महीने में वेतन से काटा गया आयकर जमा करें (मार्च में काटा गया कर इसकी जगह ${tds.marchDeposit.value.day} अप्रैल तक जमा होता है)।`,
    },
    "tds-march": { ...tdsDeposit, what: "मार्च में वेतन से काटा गया आयकर जमा करें।" },
    "tds-statement": {
      short: "F.138",
      title: "वेतन पर टीडीएस का तिमाही विवरण (फ़ॉर्म 138, पहले 24Q)",
      what: "तिमाही में वेतन से काटे और जमा किए गए कर का विवरण फ़ाइल करें।",
      how: "आयकर अधिनियम, 2025 का फ़ॉर्म 138, ऑनलाइन फ़ाइल किया जाता है।",
      consequence: `फ़ाइल होने तक ₹${tds.lateStatementFeePerDay.value} प्रति दिन विलंब शुल्क, काटे गए कर की राशि तक।`,
      appliesWhen: "वेतन से कर काटने वाला हर नियोक्ता।",
    },
    "tds-certificate": {
      short: "F.130",
      title: "वेतन पर टीडीएस प्रमाणपत्र (फ़ॉर्म 130, पहले फ़ॉर्म 16)",
      what: "जिस भी कर्मचारी का कर काटा गया, उसे कर वर्ष का प्रमाणपत्र दें।",
      how: "फ़ॉर्म 130, जो तिमाही विवरणों से बनता है।",
      consequence: "कर्मचारियों को अपना आयकर रिटर्न भरने के लिए यह प्रमाणपत्र चाहिए।",
      appliesWhen: "कर वर्ष में वेतन से कर काटने वाला हर नियोक्ता।",
    },
    bonus: {
      short: "बोनस",
      title: "वैधानिक बोनस का भुगतान",
      what: `लेखा वर्ष की समाप्ति के ${bonus.paymentWithinMonths.value} महीने के भीतर साल का वैधानिक बोनस चुका दें।`,
      how: "मज़दूरी के साथ भुगतान करें; बोनस रजिस्टर में दर्ज करें।",
      consequence: "इस तारीख़ के बाद न चुकाया गया बोनस हर पात्र कर्मचारी का बकाया हो जाता है।",
      appliesWhen: `${bonus.establishmentThreshold.value} या उससे अधिक व्यक्तियों वाले प्रतिष्ठान, ₹${formatCount(bonus.wageLimit.value)} प्रति माह तक कमाने वाले कर्मचारियों के लिए (लेखा वर्ष अप्रैल–मार्च)।`,
    },
    "posh-report": {
      short: "POSH",
      title: "पॉश (POSH) वार्षिक रिपोर्ट",
      what: "आंतरिक समिति की कैलेंडर वर्ष की रिपोर्ट नियोक्ता और ज़िला अधिकारी को जाती है।",
      how: "ज़िला अधिकारी (महिला एवं बाल विकास) को लिखित रिपोर्ट।",
      consequence: `पहली चूक पर ₹${formatCount(posh.firstDefaultFine.value)} तक का जुर्माना हो सकता है।`,
      appliesWhen: `${posh.threshold.value} या उससे अधिक कर्मचारियों वाले कार्यस्थल (जहाँ आंतरिक समिति होना अनिवार्य है)।`,
    },
    "factory-return": {
      short: "रिटर्न",
      title: "कारख़ाने का वार्षिक रिटर्न",
      what: "कैलेंडर वर्ष के लिए कारख़ाने का वार्षिक रिटर्न फ़ाइल करें।",
      how: "सिंगल इंटीग्रेटेड रिटर्न (Single Integrated Return), ऑनलाइन।",
      consequence: "रिटर्न न भरना उन कारख़ाना नियमों का उल्लंघन है जिन पर लाइसेंस टिका है।",
      appliesWhen: `पंजीकृत कारख़ाने (बिजली के साथ ${factory.withPower.value} या अधिक कामगार, बिना बिजली के ${factory.withoutPower.value} या अधिक)।`,
    },
  };
}

/**
 * An obligation in Hindi under the rules it was made from. One the Hindi does not know yet (added
 * to the English calendar later) stays English rather than vanish from the calendar.
 */
export function obligationInHindi(rules: LabourRules, obligation: Obligation): Obligation {
  const words = wordsOf(rules)[obligation.id];
  if (!words) return obligation;
  return {
    ...obligation,
    ...words,
    ...(obligation.portal
      ? { portal: { ...obligation.portal, label: portalLabelsHi[obligation.portal.label] ?? obligation.portal.label } }
      : {}),
    ...(obligation.guide && guideLabelsHi[obligation.guide.path]
      ? { guide: { label: guideLabelsHi[obligation.guide.path]!, path: pathIn("hi", obligation.guide.path) } }
      : {}),
  };
}

/** The ids the Hindi covers (a test checks it covers every obligation). */
export const hindiObligationIds = (rules: LabourRules) => Object.keys(wordsOf(rules));

/** "24 नवंबर 2026": a calendar date (no time zone) in Hindi. */
export function longDateHi(iso: string): string {
  const { year, month, day } = dateParts(iso);
  return `${day} ${HINDI_MONTHS[month - 1]} ${year}`;
}

/** What a due date settles, in Hindi ("अक्टूबर 2026 के लिए"); calendar-dates.ts `periodText`. */
export function periodTextHi(covers: Covers, iso: string): string {
  const { year, month } = dateParts(iso);
  switch (covers) {
    case "previous-month": {
      const previous = addMonths(year, month, -1);
      return `${HINDI_MONTHS[previous.month - 1]} ${previous.year} के लिए`;
    }
    case "previous-quarter": {
      const last = addMonths(year, month, -(((month - 1) % 3) + 1));
      const first = addMonths(last.year, last.month, -2);
      return `${HINDI_MONTHS[first.month - 1]}–${HINDI_MONTHS[last.month - 1]} ${last.year} के लिए`;
    }
    case "previous-calendar-year":
      return `${year - 1} के लिए`;
    case "previous-accounting-year":
      return `अप्रैल ${year - 1}–मार्च ${year} के लिए`;
    case "previous-tax-year":
      return `कर वर्ष ${year - 1}-${String(year % 100).padStart(2, "0")} के लिए`;
  }
}

const holidayNamesHi: Record<string, string> = {
  "Republic Day": "गणतंत्र दिवस",
  "Independence Day": "स्वतंत्रता दिवस",
  "Gandhi Jayanti": "गांधी जयंती",
};

/** Why a date is a closed day, in Hindi ("रविवार", "गणतंत्र दिवस और रविवार"), or null; calendar-dates.ts `closedDay`. */
export function closedDayHi(iso: string): string | null {
  const { year, month, day } = dateParts(iso);
  const sunday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 0;
  const holiday = labourRules.holidays.national.value.find((h) => h.month === month && h.day === day);
  const name = holiday ? (holidayNamesHi[holiday.name] ?? holiday.name) : null;
  if (name) return sunday ? `${name} और रविवार` : name;
  return sunday ? "रविवार" : null;
}

/** What to do about a due date on a closed day (statutory dates do not move). */
export const closedDayAdviceHi = "इससे पहले के कार्य-दिवस तक भुगतान करें या फ़ाइल करें";

/** What the Hindi calendar page says of a due date on a closed day. */
export const closedDayNoteHi = (reason: string) =>
  `इस दिन ${reason} है: तारीख़ आगे नहीं खिसकती, इसलिए ${closedDayAdviceHi}।`;

/** A due date of the calendar in Hindi: its obligation, the period it settles and why its day is closed. */
export function dueInHindi(rules: LabourRules, due: DueDate): DueDate {
  return {
    ...due,
    obligation: obligationInHindi(rules, due.obligation),
    // A moved period is still named for the period its statutory date settles.
    period: periodTextHi(due.obligation.covers, due.movedFrom ?? due.date),
    closed: closedDayHi(due.date),
  };
}
