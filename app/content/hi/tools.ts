import { officialSources } from "../../../contract/legal-content/official-sources.ts";
import { labourRules, rulesReviewed } from "../../../contract/rules/labour-rules.ts";
import { formatDateHi } from "../../../contract/shared/format-hi.ts";
import { sourceHi } from "../../../contract/legal-content/hi/guide-pages.ts";
import { inputMessages } from "../../lib/tools/tool-input.ts";
import type { toolCopy } from "../tools.ts";
import { gratuityFieldCopy, gratuityPage, type ToolPage } from "../tools.ts";

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
};

const gratuity = labourRules.gratuity;

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
  [gratuity.fourYearsCourtView.uncertain]:
    "कुछ उच्च न्यायालयों ने चार साल और पाँचवें साल में 240 दिन के काम को पाँच साल माना है; कुछ ने नहीं। ऐसा दावा मना करने से पहले सलाह ले लें।",
};
