import { officialSources } from "../../../contract/legal-content/official-sources.ts";
import { labourRules, rulesReviewed } from "../../../contract/rules/labour-rules.ts";
import { formatDateHi } from "../../../contract/shared/format-hi.ts";
import { sourceHi } from "../../../contract/legal-content/hi/guide-pages.ts";
import { inputMessages } from "../../lib/tools/tool-input.ts";
import { calendarMessages, stateMessage } from "../../lib/tools/tool-forms.ts";
import { reminderMessagesHi, stateNameHi } from "../../../contract/api/reminders-hi.ts";
import type { calendarCopy, toolCopy, toolsIndex } from "../tools.ts";
import {
  bonusFieldCopy,
  bonusPage,
  calendarPage,
  gratuityFieldCopy,
  gratuityPage,
  pfEsiFieldCopy,
  pfEsiPage,
  whichLawsFieldCopy,
  whichLawsPage,
  type ToolPage,
} from "../tools.ts";

/** The tools' shared wording in Hindi (app/content/tools.ts `toolCopy`). */
export const toolCopyHi: typeof toolCopy = {
  eyebrow: "एचआर ज्ञान केंद्र · निःशुल्क टूल",
  calculate: "गणना करें",
  check: "देखें क्या लागू होता है",
  show: "तारीख़ें दिखाएँ",
  formHeading: "आपका विवरण",
  resultHeading: "परिणाम",
  fixHeading: "कृपया इन फ़ील्ड को जाँचें",
  caveatsHeading: "⚠ जिन आँकड़ों की पुष्टि करनी है",
  sourcesHeading: "ये आँकड़े कहाँ से हैं",
  sourcesNote:
    "स्रोत हमारी तथ्य-सूची के अनुसार हैं; “n.d.” का अर्थ है कि पेज पर कोई तारीख़ नहीं है (नवंबर 2026 में पढ़ा गया)। स्रोतों के शीर्षक उनकी मूल भाषा में हैं। ये क़ानून के प्रकाशित सारांश हैं, सरकारी अधिसूचनाएँ नहीं: किसी आँकड़े की पुष्टि इस पेज के ऊपर दी गई सरकारी वेबसाइटों पर करें।",
  officialHeading: "आँकड़ों की पुष्टि के लिए सरकारी स्रोत",
  confirmOn: "पुष्टि करें",
  checkedMeaning:
    "“अंतिम जाँच” का अर्थ है कि हमने आँकड़ों को क़ानून के प्रकाशित सारांशों से मिलाकर जाँचा है; यह हर सरकारी अधिसूचना से मिलान नहीं है।",
  privacy: "आपके आँकड़े इसी पेज के पते (URL) में रहते हैं ताकि आप इसे साझा या प्रिंट कर सकें; हम इन्हें सहेजते नहीं हैं।",
  rulesChange:
    "श्रम नियम अक्सर बदलते हैं, और श्रम संहिताओं के अंतर्गत केंद्र और राज्यों के नियम अब भी अधिसूचित हो रहे हैं। इसे मार्गदर्शन समझें और कोई क़दम उठाने से पहले संबंधित विभाग या प्राधिकरण से वर्तमान स्थिति की पुष्टि कर लें।",
  cta: {
    title: "क्या आप चाहते हैं कि यह काम हम सँभालें?",
    description: "हमारी टीम राजस्थान और पूरे भारत में नियोक्ताओं के लिए पेरोल अनुपालन, पंजीकरण और रिटर्न का काम करती है।",
    callLabel: "हमारे विशेषज्ञों को कॉल करें",
    contactLabel: "इस बारे में हमसे बात करें",
  },
  optional: "वैकल्पिक",
};

/** "Figures last checked: …" in Hindi, for the tool pages' notice. */
export const figuresCheckedHi = `आँकड़ों की अंतिम जाँच: ${formatDateHi(rulesReviewed.iso) ?? rulesReviewed.iso}`;

/** The line under the tools' figures that leads to /updates. */
export const updatesLinkHi: { toolsLink: string; feedShort: string } = {
  toolsLink: "इन आँकड़ों में क्या बदला (अंग्रेज़ी में)",
  feedShort: "RSS",
};

export const gratuityPageHi: ToolPage = {
  ...gratuityPage,
  label: "ग्रेच्युटी कैलकुलेटर",
  title: "ग्रेच्युटी कैलकुलेटर",
  description:
    "सेवा के हर साल के लिए 15 दिन की मज़दूरी पर ग्रेच्युटी की गणना करें, अधूरे साल के नियम, 5 साल और (निश्चित अवधि के कर्मचारियों के लिए) 1 साल की पात्रता और ₹20 लाख की सीमा के साथ।",
  intro:
    "अंतिम मज़दूरी और सेवा की अवधि भरें। आपको ग्रेच्युटी उसकी पूरी गणना के साथ मिलेगी, या सीधे शब्दों में वजह कि वह अभी क्यों देय नहीं है।",
  lawNote: "ग्रेच्युटी (उपदान संदाय अधिनियम, 1972; अब सामाजिक सुरक्षा संहिता, 2020 के अंतर्गत)",
  official: [officialSources.labourMinistry, officialSources.gazette].map(sourceHi),
};

export const gratuityFieldCopyHi: typeof gratuityFieldCopy = {
  wages: { label: "अंतिम मासिक मज़दूरी (₹)", hint: "मूल वेतन + महँगाई भत्ता + रिटेनिंग भत्ता।" },
  allowances: {
    label: "मज़दूरी में गिने जाने वाले अन्य भत्ते, प्रति माह (₹)",
    hint: "स्पेशल अलाउंस और ऐसा हर भुगतान जिसे संहिता बाहर रखे गए मदों में नहीं गिनती: यह मज़दूरी में गिना जाता है।",
  },
  other: {
    label: "बाहर रखे गए भत्ते, प्रति माह (₹)",
    hint: "केवल वे मद जिन्हें संहिता बाहर रखती है (एचआरए, वाहन भत्ता, ओवरटाइम, कमीशन आदि): कुल वेतन के आधे से ऊपर का हिस्सा मज़दूरी में जोड़ा जाता है।",
  },
  years: { label: "सेवा के पूरे साल", message: "सेवा के पूरे साल 0 से 60 के बीच भरें।" },
  months: { label: "और महीने", message: "महीने 0 से 11 के बीच भरें।" },
  type: {
    legend: "कर्मचारी का प्रकार",
    message: "कर्मचारी का प्रकार चुनें।",
    options: { permanent: "स्थायी", "fixed-term": "निश्चित अवधि (फ़िक्स्ड-टर्म)" },
  },
  covered: {
    legend: "क्या प्रतिष्ठान में 10 या उससे अधिक लोग काम करते हैं?",
    message: "बताएँ कि प्रतिष्ठान में 10 या उससे अधिक लोग काम करते हैं या नहीं।",
    options: { yes: "हाँ", no: "नहीं" },
  },
  exit: {
    legend: "नौकरी छोड़ने का कारण",
    message: "नौकरी छोड़ने का कारण चुनें।",
    options: {
      leaving: "इस्तीफ़ा, सेवानिवृत्ति या सेवा-समाप्ति",
      "death-disablement": "मृत्यु या अपंगता",
    },
  },
};

export const pfEsiFieldCopyHi: typeof pfEsiFieldCopy = {
  basic: { label: "मासिक मूल वेतन (₹)", hint: "ज़रूरी। अंकों में भरें, जैसे 15000।" },
  da: { label: "मासिक महँगाई भत्ता (₹)" },
  retaining: { label: "मासिक रिटेनिंग भत्ता (₹)" },
  allowances: gratuityFieldCopyHi.allowances,
  other: {
    label: "बाहर रखे गए भत्ते, प्रति माह (₹)",
    hint: "केवल वे मद जिन्हें संहिता बाहर रखती है: एचआरए, वाहन भत्ता, ओवरटाइम, कमीशन, बोनस आदि। ग्रेच्युटी और छँटनी मुआवज़ा इसमें न जोड़ें।",
  },
  eps: {
    legend: "क्या कर्मचारी पेंशन योजना (ईपीएस) में है?",
    message: "बताएँ कि कर्मचारी पेंशन योजना में है या नहीं।",
    options: {
      auto: "इसी वेतन से तय करें: सीमा तक की ईपीएफ मज़दूरी पर सदस्य, उससे ऊपर नहीं",
      yes: "हाँ, पेंशन योजना का सदस्य है",
      no: "नहीं: 1 सितंबर 2014 को या उसके बाद सीमा से अधिक ईपीएफ मज़दूरी पर जुड़ा, या आयु 58 साल या अधिक",
    },
  },
  state: { label: "राज्य" },
  disability: { label: "कर्मचारी दिव्यांग है" },
  esiCoveredEarlier: { label: "इस अंशदान अवधि (अप्रैल या अक्टूबर) की शुरुआत में ईएसआई में कवर था" },
  headings: {
    wages: "संहिता के अनुसार मज़दूरी",
    epf: "सीमा तक की मज़दूरी पर ईपीएफ",
    epfFull: "अगर आप पूरी मज़दूरी पर अंशदान करते हैं",
    esi: "ईएसआई",
    totals: "इस महीने",
  },
};

export const bonusFieldCopyHi: typeof bonusFieldCopy = {
  mode: {
    legend: "किसके लिए गणना करें",
    message: "एक कर्मचारी या सूची चुनें।",
    options: { one: "एक कर्मचारी", list: "चिपकाई गई सूची" },
  },
  wages: {
    label: "मासिक मज़दूरी (₹)",
    hint: "मूल वेतन + महँगाई भत्ता और हर वह भत्ता जिसे संहिता बाहर नहीं रखती (स्पेशल अलाउंस गिना जाता है), 50% नियम से वापस जोड़ी गई राशि सहित।",
  },
  months: { label: "लेखा वर्ष में मज़दूरी के महीने", message: "महीने 0 से 12 के बीच भरें।" },
  days: { label: "लेखा वर्ष में काम के दिन", message: "काम के दिन 0 से 366 के बीच भरें।" },
  csv: {
    label: "कर्मचारी, हर पंक्ति में एक",
    hint: "नाम, मासिक मज़दूरी, मज़दूरी के महीने, काम के दिन — कॉमा या टैब से अलग (स्प्रेडशीट से चिपकाएँ)। ऊपर शीर्षक की पंक्ति हो तो भी चलेगा।",
    placeholder: "आशा वर्मा, 12000, 12, 290\nरवि कुमार, 9500, 8, 200",
  },
  rate: {
    label: "बोनस प्रतिशत",
    hint: "8.33 (न्यूनतम) से 20 (अधिकतम) तक।",
    message: "बोनस प्रतिशत 8.33 से 20 के बीच भरें।",
  },
  minimumWage: {
    label: "उस रोज़गार की मासिक न्यूनतम मज़दूरी (₹)",
    hint: "₹7,000 से अधिक होने पर बोनस की गणना इसी पर होती है। इसमें राजस्थान की अकुशल श्रेणी की दर पहले से भरी है।",
  },
  covered: {
    legend: "क्या प्रतिष्ठान में 20 या उससे अधिक लोग काम करते हैं?",
    message: "बताएँ कि प्रतिष्ठान में 20 या उससे अधिक लोग काम करते हैं या नहीं।",
    options: { yes: "हाँ", no: "नहीं" },
  },
  listHeading: "हर कर्मचारी का बोनस",
  total: "कुल बोनस",
  columns: { name: "कर्मचारी", result: "बोनस", working: "गणना" },
};

const upToEveryone = "0 से लेकर वहाँ काम करने वाले लोगों की संख्या तक कोई संख्या भरें।";

export const whichLawsFieldCopyHi: typeof whichLawsFieldCopy = {
  state: { label: "राज्य" },
  kind: { label: "प्रतिष्ठान का प्रकार", message: "प्रतिष्ठान का प्रकार चुनें।" },
  employees: {
    label: "वहाँ काम करने वाले लोग",
    hint: "सभी: आपके रोल पर और ठेकेदारों के ज़रिए।",
    message: "लोगों की संख्या 1 से 10,00,000 के बीच भरें।",
  },
  women: { label: "इनमें से महिलाएँ", message: upToEveryone },
  contract: { label: "इनमें से ठेकेदारों के ज़रिए", message: upToEveryone },
  upTo15k: {
    label: "इनमें से ₹15,000 प्रति माह तक कमाने वाले",
    message: "0 से लेकर ₹21,000 तक कमाने वालों की संख्या तक कोई संख्या भरें।",
  },
  upTo21k: { label: "इनमें से ₹21,000 प्रति माह तक कमाने वाले", message: upToEveryone },
  headings: {
    applies: "क्या लागू होता है",
    notApplicable: "क्या लागू नहीं होता (अभी)",
    trigger: "क्यों",
    authority: "प्राधिकरण",
    portal: "कहाँ",
    guide: "और पढ़ें",
  },
  categories: {
    registration: "पंजीकरण",
    licence: "लाइसेंस",
    contribution: "अंशदान",
    register: "रजिस्टर",
    return: "रिटर्न",
    welfare: "कल्याण",
    policy: "नीति",
  },
  cta: "इस बारे में हमसे बात करें",
  coverage: {
    heading: "यह जाँच क्या शामिल करती है, और क्या नहीं",
    covers:
      "इसमें वे दायित्व शामिल हैं जो आपके कर्मचारियों की संख्या पर केंद्र की श्रम संहिताओं और योजनाओं से बनते हैं: मज़दूरी और नियुक्ति पत्र, ओएसएच पंजीकरण, ठेकेदार का लाइसेंस, कारख़ाने और खदान की सीमाएँ, ईपीएफ, ईएसआई, ग्रेच्युटी, बोनस, मातृत्व लाभ, शिशु-गृह, पॉश (POSH), कैंटीन, एम्बुलेंस कक्ष और ले-ऑफ़ की अनुमति।",
    rajasthan:
      "राजस्थान के लिए इसमें दुकानों का पंजीकरण, साझा रजिस्टर, कारख़ाने के नक्शे की स्वीकृति और कारख़ाने का रिटर्न भी शामिल है, और यह जानती है कि राजस्थान में व्यवसाय कर नहीं लगता और श्रम कल्याण निधि नहीं है।",
    otherState: (state: string) =>
      `${stateNameHi(state)} के लिए इसमें राज्य के अपने नियम शामिल नहीं हैं: दुकानों के पंजीकरण की सीमाएँ और शुल्क, राज्य के क़ानून के अंतर्गत रजिस्टर और रिटर्न, कारख़ाने का वार्षिक रिटर्न, या व्यवसाय कर और श्रम कल्याण निधि की दरें और तारीख़ें। इन्हें राज्य से पता कर लें।`,
    never:
      "किसी भी राज्य के लिए इसमें दूसरे क़ानूनों के अंतर्गत लाइसेंस (लाइसेंस निर्देशिका देखें) या बोनस, ठेका श्रम और ओएसएच नियमों के अंतर्गत वार्षिक रिटर्न शामिल नहीं हैं, और यह कोई नियत तारीख़ नहीं बताती (अनुपालन कैलेंडर देखें)।",
  },
};

/** The tools' input messages in Hindi, by the English message a parser answers with. */
export const toolMessagesHi: Record<string, string> = {
  [inputMessages.amount]: "राशि रुपयों में अंकों में भरें, जैसे 15000 या 15,000.50।",
  [inputMessages.amountRequired]: "राशि रुपयों में भरें, जैसे 15000।",
  [inputMessages.amountTooLarge]: "₹1,00,00,000 तक की राशि भरें।",
  [gratuityFieldCopy.years.message]: gratuityFieldCopyHi.years.message,
  [gratuityFieldCopy.months.message]: gratuityFieldCopyHi.months.message,
  [gratuityFieldCopy.type.message]: gratuityFieldCopyHi.type.message,
  [gratuityFieldCopy.covered.message]: gratuityFieldCopyHi.covered.message,
  [gratuityFieldCopy.exit.message]: gratuityFieldCopyHi.exit.message,
  [stateMessage]: "सूची में से राज्य चुनें।",
  [pfEsiFieldCopy.eps.message]: pfEsiFieldCopyHi.eps.message,
  [bonusFieldCopy.mode.message]: bonusFieldCopyHi.mode.message,
  [bonusFieldCopy.months.message]: bonusFieldCopyHi.months.message,
  [bonusFieldCopy.days.message]: bonusFieldCopyHi.days.message,
  [bonusFieldCopy.rate.message]: bonusFieldCopyHi.rate.message,
  [bonusFieldCopy.covered.message]: bonusFieldCopyHi.covered.message,
  [whichLawsFieldCopy.kind.message]: whichLawsFieldCopyHi.kind.message,
  [whichLawsFieldCopy.employees.message]: whichLawsFieldCopyHi.employees.message,
  [whichLawsFieldCopy.women.message]: upToEveryone,
  [whichLawsFieldCopy.upTo15k.message]: whichLawsFieldCopyHi.upTo15k.message,
  [calendarMessages.kind]: "सूची में से प्रतिष्ठान का प्रकार चुनें।",
  [calendarMessages.view]: "महीना या सूची चुनें।",
  [calendarMessages.month]: "यह महीना पढ़ा नहीं जा सका; इसलिए वर्तमान महीना दिखाया जा रहा है।",
};

const { gratuity, epf, esi, bonus, tds, posh, factory, minimumWage } = labourRules;

/**
 * The ⚠ notes of the figures the Hindi tools use, by the English note (contract/rules/labour-rules.ts).
 * A note staff write later has no Hindi here and shows in English, marked as such.
 */
export const caveatsHi: Record<string, string> = {
  [gratuity.fixedTermServiceYears.uncertain]:
    "निश्चित अवधि के कर्मचारियों के लिए एक साल की न्यूनतम सेवा सरकार की संहिताओं से जुड़ी घोषणा से ली गई है; संहिता का पाठ निश्चित अवधि पूरी होने पर पाँच साल की शर्त हटाता है, पर कोई न्यूनतम अवधि नहीं बताता। कम अवधि पर ग्रेच्युटी मना करने से पहले पुष्टि कर लें।",
  [gratuity.fixedTermProRata.uncertain]:
    "संहिता निश्चित अवधि के कर्मचारियों को ग्रेच्युटी “अनुपात में” (pro rata) देती है, पर इसकी परिभाषा नहीं देती; यह कैलकुलेटर सेवा का हर महीना गिनता है। भुगतान से पहले पुष्टि कर लें।",
  [gratuity.ceiling.uncertain]: "₹20 लाख की ग्रेच्युटी सीमा 2018 के संशोधन से है; संहिता के अंतर्गत सीमा की पुष्टि कर लें।",
  [factory.crecheWomen.uncertain]:
    "यह कारख़ाना अधिनियम का शिशु-गृह वाला नियम है; कारख़ानों के लिए ओएसएच संहिता की अपनी सीमा उन नियमों पर निर्भर है जो अभी अधिसूचित हो रहे हैं।",
  [gratuity.fourYearsCourtView.uncertain]:
    "कुछ उच्च न्यायालयों ने चार साल और पाँचवें साल में 240 दिन के काम को पाँच साल माना है; कुछ ने नहीं। ऐसा दावा मना करने से पहले सलाह ले लें।",
  [epf.wageCeiling.uncertain]:
    "ईपीएफ की ₹15,000 की सीमा 29 मई 2026 को फिर से अधिसूचित हुई, पर इसे ₹25,000–30,000 तक बढ़ाने पर चर्चा हुई है; बाद का कोई बदलाव देख लें।",
  [epf.rounding.uncertain]:
    "ईपीएफ के हिस्से निकटतम रुपये तक पूर्णांकित किए गए हैं, जैसा पेरोल में चलन है; मान्य आँकड़ा वही है जो ईपीएफओ पोर्टल का ईसीआर (ECR) बनाता है।",
  [epf.lateInterestPercentPerYear.uncertain]:
    "ईपीएफ के देर से भुगतान पर ब्याज के ऊपर हर्जाना (damages) भी लगता है; हर्जाने की वर्तमान दर ईपीएफओ से पता कर लें।",
  [esi.wageCeiling.uncertain]:
    "यह पुष्ट नहीं है कि ईएसआई की ₹21,000 की सीमा सामाजिक सुरक्षा संहिता, 2020 के अंतर्गत फिर से अधिसूचित हुई है या नहीं, और ईएसआईसी ने नियोक्ताओं से कहा है कि वे यहाँ इस्तेमाल की गई संहिता की मज़दूरी की परिभाषा के अनुसार कवरेज दोबारा जाँचें।",
  [esi.periodicReturn.uncertain]:
    "कुछ मार्गदर्शिकाएँ अब भी ईएसआई के छमाही रिटर्न का ज़िक्र करती हैं; ईएसआईसी से पुष्टि कर लें कि मासिक फ़ाइलिंग के अलावा कोई आवधिक रिटर्न लागू होता है या नहीं।",
  [bonus.wageLimit.uncertain]: "बोनस की मज़दूरी-सीमा और गणना-सीमा मज़दूरी संहिता, 2019 के अंतर्गत फिर से अधिसूचित हो सकती हैं।",
  [minimumWage.rajasthanUnskilledMonthly.uncertain]:
    "राजस्थान की 1 जनवरी 2023 से लागू न्यूनतम मज़दूरी शायद तब से संशोधित हो चुकी है; श्रम विभाग की दर देख लें।",
  [tds.lateInterestPercentPerMonth.uncertain]:
    "ब्याज और विलंब शुल्क के आँकड़े आयकर अधिनियम, 1961 के हैं; आयकर अधिनियम, 2025 का समान प्रावधान देख लें।",
  [posh.annualReport.uncertain]:
    "पॉश (POSH) वार्षिक रिपोर्ट की कोई राष्ट्रीय तारीख़ नहीं है; आम तौर पर 31 जनवरी रहती है, पर कुछ ज़िले दूसरी तारीख़ तय करते हैं।",
  [factory.annualReturn.uncertain]:
    "कारख़ाने के वार्षिक रिटर्न की नियत तारीख़ (जो अक्सर 31 जनवरी बताई जाती है) पुष्ट नहीं है; RajFAB पर देख लें।",
};

/** The tools index (/hi/tools) in Hindi. */
export const toolsIndexHi: typeof toolsIndex = {
  path: "/tools",
  title: "नियोक्ताओं के लिए अनुपालन टूल",
  description:
    "पीएफ, ईएसआई, ग्रेच्युटी और बोनस के निःशुल्क कैलकुलेटर, रिमाइंडर के साथ वैधानिक नियत तारीख़ों का कैलेंडर, और एक जाँच जो बताती है कि आपके प्रतिष्ठान पर कौन-से श्रम क़ानून लागू होते हैं।",
  eyebrow: "एचआर ज्ञान केंद्र",
  intro:
    "अपनी पूरी गणना दिखाने वाले कैलकुलेटर, तारीख़ें याद रखने वाला कैलेंडर, और यह जाँच कि आप पर क्या लागू होता है। हर आँकड़ा बताता है कि वह कहाँ से आया है।",
};

export const calendarPageHi: ToolPage = {
  ...calendarPage,
  label: "अनुपालन कैलेंडर",
  title: "अनुपालन कैलेंडर",
  description:
    "नियोक्ताओं की मुख्य मासिक और वार्षिक वैधानिक तारीख़ें: मज़दूरी, ईपीएफ, ईएसआई, टीडीएस जमा, फ़ॉर्म 138, फ़ॉर्म 130, बोनस, पॉश (POSH) रिपोर्ट और राजस्थान का कारख़ाना रिटर्न। महीने या सूची के रूप में, iCalendar फ़ीड और ई-मेल रिमाइंडर के साथ।",
  intro:
    "वे तारीख़ें जिनका पालन नियोक्ता को हर महीने और हर साल करना होता है: क्या देय है, कहाँ फ़ाइल करना है और चूकने पर क्या होता है। राज्य और प्रतिष्ठान के प्रकार से छाँटें, या अपने कैलेंडर ऐप में सदस्यता लें।",
  lawNote: "श्रम संहिताओं, ईपीएफ और ईएसआई योजनाओं और आयकर अधिनियम, 2025 के अंतर्गत वैधानिक तारीख़ें",
  official: calendarPage.official.map(sourceHi),
};

export const calendarCopyHi: typeof calendarCopy = {
  state: { label: "राज्य" },
  kind: { label: "प्रतिष्ठान", all: "सभी प्रकार के प्रतिष्ठान" },
  view: { legend: "दिखाएँ", month: "महीना", list: "अगले 12 महीनों की सूची" },
  previous: "पिछला महीना",
  next: "अगला महीना",
  weekdays: ["सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि", "रवि"],
  noDates: "इस फ़िल्टर के लिए इस महीने कोई नियत तारीख़ नहीं है।",
  what: "क्या देय है",
  how: "कैसे",
  where: "कहाँ",
  consequence: "चूकने पर",
  applies: "किन पर लागू",
  guide: "और पढ़ें",
  subscribe: {
    heading: "ये तारीख़ें अपने कैलेंडर में जोड़ें",
    text: "Google Calendar, Outlook या Apple Calendar में फ़ीड की सदस्यता लें (यह अपने-आप अपडेट होती है), या इसे एक बार डाउनलोड कर लें। फ़ीड की प्रविष्टियाँ हिन्दी में हैं।",
    link: "सदस्यता लें (iCalendar फ़ीड)",
    download: ".ics डाउनलोड करें",
  },
  reminders: {
    heading: "ई-मेल रिमाइंडर",
    text: "इस कैलेंडर की हर तारीख़ से तीन दिन पहले हम आपको हिन्दी में ई-मेल करेंगे (आपका फ़िल्टर याद रखा जाता है)। आप हमारी मेलिंग सूची से जुड़ जाते हैं और किसी भी रिमाइंडर में एक क्लिक से इन्हें बंद कर सकते हैं।",
    email: "रिमाइंडर के लिए ई-मेल",
    button: "मुझे रिमाइंडर भेजें",
    sent: reminderMessagesHi.sent,
    invalid: reminderMessagesHi.invalid,
  },
  caveatsNote:
    "ये वैधानिक तारीख़ें हैं और रविवार या राष्ट्रीय अवकाश पड़ने पर आगे नहीं खिसकतीं; कोई प्राधिकरण सूचना जारी करके किसी तारीख़ को बढ़ा सकता है। इसमें शामिल नहीं: राजस्थान के बाहर व्यवसाय कर (प्रोफ़ेशनल टैक्स) और श्रम कल्याण निधि की तारीख़ें, बोनस का वार्षिक रिटर्न, और ठेका श्रम तथा ओएसएच (OSH) नियमों के अंतर्गत रिटर्न।",
  closedDayFeed:
    "अगर यह तारीख़ रविवार या राष्ट्रीय अवकाश पर पड़ती है तो आगे नहीं खिसकती: इससे पहले के कार्य-दिवस तक भुगतान करें या फ़ाइल करें।",
};

export const pfEsiPageHi: ToolPage = {
  ...pfEsiPage,
  label: "पीएफ और ईएसआई कैलकुलेटर",
  title: "पीएफ और ईएसआई कैलकुलेटर",
  description:
    "एक वेतन के लिए ईपीएफ (ईपीएस के बँटवारे और ₹15,000 की सीमा के साथ) और ईएसआई (0.75% और 3.25%, ₹21,000 की सीमा) की गणना करें, मज़दूरी संहिता के 50% नियम के अनुसार निकाली गई मज़दूरी पर।",
  intro:
    "एक महीने का वेतन भरें। कैलकुलेटर पहले श्रम संहिताओं के अनुसार मज़दूरी निकालता है, फिर ईपीएफ, पेंशन, ईडीएलआई और ईएसआई के हिस्से, और बताता है कि हर आँकड़ा किस नियम से बना।",
  lawNote:
    "ईपीएफ और ईएसआई (कर्मचारी भविष्य निधि और प्रकीर्ण उपबंध अधिनियम, 1952 और कर्मचारी राज्य बीमा अधिनियम, 1948; अब सामाजिक सुरक्षा संहिता, 2020 के अंतर्गत)",
  official: pfEsiPage.official.map(sourceHi),
};

export const bonusPageHi: ToolPage = {
  ...bonusPage,
  label: "वैधानिक बोनस कैलकुलेटर",
  title: "वैधानिक बोनस कैलकुलेटर",
  description:
    "एक कर्मचारी या चिपकाई गई सूची के लिए 8.33% से 20% की दर से वैधानिक बोनस की गणना करें, ₹21,000 की मज़दूरी-सीमा, 30 दिन के नियम और गणना-सीमा के साथ।",
  intro: "एक कर्मचारी का बोनस निकालें, या अपनी पेरोल शीट से सूची चिपकाएँ और हर कर्मचारी का बोनस और कुल राशि पाएँ।",
  lawNote: "बोनस (बोनस संदाय अधिनियम, 1965; अब मज़दूरी संहिता, 2019 के अंतर्गत)",
  official: bonusPage.official.map(sourceHi),
};

export const whichLawsPageHi: ToolPage = {
  ...whichLawsPage,
  label: "मुझ पर कौन-से श्रम क़ानून लागू होते हैं?",
  title: "मुझ पर कौन-से श्रम क़ानून लागू होते हैं?",
  description:
    "अपने प्रतिष्ठान के बारे में कुछ सवालों के जवाब दें और देखें कि श्रम संहिताओं के अंतर्गत कौन-से मुख्य पंजीकरण, लाइसेंस, अंशदान, रजिस्टर और रिटर्न लागू होते हैं, हर एक किस सीमा से लागू हुआ, और आपके राज्य के लिए यह जाँच क्या शामिल नहीं करती।",
  intro:
    "बताइए कि आप कहाँ हैं, आपका प्रतिष्ठान किस प्रकार का है और वहाँ कितने लोग काम करते हैं। हम बताएँगे कि क्या लागू होता है, क्यों, प्राधिकरण कौन है और कहाँ फ़ाइल करना है।",
  lawNote: "चार श्रम संहिताएँ (21 नवंबर 2025 से लागू) और राज्यों के वे क़ानून जो अब भी लागू हैं",
  official: whichLawsPage.official.map(sourceHi),
};

/** The five tools in Hindi, in the English index's order (app/content/tools.ts `toolPages`). */
export const toolPagesHi = [pfEsiPageHi, gratuityPageHi, bonusPageHi, calendarPageHi, whichLawsPageHi];
