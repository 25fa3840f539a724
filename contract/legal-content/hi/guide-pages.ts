import type { Guide, GuideFaqItem } from "../guide-pages.ts";
import { reviewDate, type LegalReview, type OfficialSource } from "../official-sources.ts";

/**
 * What the four guide pages share, in Hindi (issue 29): the notices, the footer line and the
 * sources' names. Written by hand from the English in ../guide-pages.ts; the facts and dates are
 * the same ones.
 */

/** SPEC 2.7's footer line, in Hindi (the English page keeps SPEC's words). */
export const guideFooterTextHi = "और जानकारी चाहिए? सहायता के लिए हमारी एचआर टीम से संपर्क करें।";

export const contactUsHi = "संपर्क करें";

export const rulesChangeNoticeHi =
  "श्रम नियम अक्सर बदलते हैं। चारों श्रम संहिताएँ 21 नवंबर 2025 से लागू हैं और उनके अंतर्गत केंद्र और राज्यों के नियम अब भी अधिसूचित हो रहे हैं, इसलिए हमारी समीक्षा के बाद स्थिति बदल सकती है। यहाँ दिए किसी भी उत्तर पर अमल करने से पहले संबंधित विभाग या प्राधिकरण से वर्तमान स्थिति की पुष्टि कर लें।";

export const reviewMeaningHi =
  "“अंतिम समीक्षा” का अर्थ है कि हमने उत्तरों को क़ानून के प्रकाशित सारांशों से मिलाकर जाँचा है; हर उत्तर के नीचे दी गई सरकारी वेबसाइटें वह जगह हैं जहाँ इनकी पुष्टि करें।";

/** The badge line of an answer with no key date of its own. */
export const hindiReviewedBadgeNote = "दिखाई गई तारीख़: इस उत्तर की अंतिम समीक्षा की तारीख़";

/** Said at the top of the guides written for Rajasthan (SE Guide, Factory Guidelines). */
export const rajasthanScopeHi =
  "यह मार्गदर्शिका केवल राजस्थान के लिए है। दूसरे राज्यों के अपने दुकान और कारख़ाना क़ानून, काम के घंटे, लाइसेंस पोर्टल, व्यवसाय कर और श्रम कल्याण निधि हैं, इसलिए यहाँ के किसी उत्तर पर भरोसा करने से पहले अपने राज्य के नियम ज़रूर देखें।";

/** The official authorities by their Hindi names, where the government uses one. */
const hindiNames: Partial<Record<string, string>> = {
  // The service pages' sources (their Hindi lists, issue 29), by the names the authorities use.
  dgms: "खान सुरक्षा महानिदेशालय",
  "she-box": "महिला एवं बाल विकास मंत्रालय, शी-बॉक्स (SHe-Box)",
  ncs: "राष्ट्रीय करियर सेवा",
  "mines-rajasthan": "खान एवं भूविज्ञान विभाग, राजस्थान",
  ibm: "भारतीय खान ब्यूरो",
  esic: "कर्मचारी राज्य बीमा निगम",
  epfo: "कर्मचारी भविष्य निधि संगठन",
  "labour-ministry": "श्रम और रोज़गार मंत्रालय",
  gazette: "भारत का ई-राजपत्र",
  "labour-rajasthan": "श्रम विभाग, राजस्थान",
  rajfab: "कारख़ाना एवं बॉयलर्स निरीक्षण विभाग, राजस्थान",
  "income-tax": "आयकर विभाग",
  rspcb: "राजस्थान राज्य प्रदूषण नियंत्रण मंडल",
  "raj-nivesh": "राज निवेश सिंगल-विंडो पोर्टल, राजस्थान",
  cgwa: "केंद्रीय भूजल प्राधिकरण",
  fssai: "भारतीय खाद्य सुरक्षा और मानक प्राधिकरण",
  cdsco: "केंद्रीय औषधि मानक नियंत्रण संगठन",
  "excise-rajasthan": "आबकारी विभाग, राजस्थान",
  "legal-metrology": "विधिक माप विज्ञान, उपभोक्ता मामले विभाग",
  gst: "वस्तु एवं सेवा कर पोर्टल",
  "energy-rajasthan": "ऊर्जा विभाग, राजस्थान",
  peso: "पेट्रोलियम तथा विस्फोटक सुरक्षा संगठन",
  udyam: "उद्यम पंजीकरण पोर्टल, सूक्ष्म, लघु और मध्यम उद्यम मंत्रालय",
  mca: "कॉर्पोरेट कार्य मंत्रालय",
  dgft: "विदेश व्यापार महानिदेशालय",
};

/** A source with its Hindi name; its link is the same official site. */
export function sourceHi(source: OfficialSource): OfficialSource {
  return { ...source, name: hindiNames[source.id] ?? source.name };
}

/** The review of `reviewDate` in Hindi: the same date and sites, the Hindi names. */
export const reviewedHi = (...sources: OfficialSource[]): LegalReview => ({
  reviewed: reviewDate,
  sources: sources.map(sourceHi),
});

/**
 * A guide in Hindi: the page's copy and every answer, keyed by the English answer's id. The badge's
 * day and month are the English answer's, so only its line is written here.
 */
export type HindiGuide = Omit<Guide, "items"> & { items: Omit<GuideFaqItem, "date" | "month">[] };
