import type { AnswerReview } from "../legal-review.ts";
import type { LicenceRow } from "../licence-rows.ts";
import type { licencesPage } from "../licences.ts";
import { departmentLicences } from "../licences.ts";
import { officialSources } from "../official-sources.ts";
import { sourceHi } from "./guide-pages.ts";

/**
 * The licence directory in Hindi (issue 29, decision 128): the page's copy and each department's
 * row, written by hand from the typed English rows the database is seeded with. Staff edit the
 * English rows in the console; a Hindi row is shown only while its stored English still reads as
 * the English it was written from, so an edited row never shows outdated Hindi (it shows its
 * English, marked as such, until the Hindi here is brought up to date).
 */
export const licencesPageHi: typeof licencesPage = {
  title: "विभाग और लाइसेंस की जानकारी",
  eyebrow: "औद्योगिक लाइसेंस",
  intro: "कौन-सा विभाग कौन-सा लाइसेंस, पंजीकरण या स्वीकृति देता है: राजस्थान में व्यवसाय शुरू करने या चलाने के लिए एक शुरुआती सूची।",
  description:
    "भारत और राजस्थान के 23 सरकारी विभागों की निर्देशिका, हर विभाग से मिलने वाले लाइसेंस, पंजीकरण और स्वीकृतियों के साथ, कारख़ाना लाइसेंस से लेकर FSSAI और PESO तक।",
  note: "यह जानकारी बदल सकती है और संबंधित विभागों से इसकी पुष्टि ज़रूरी है। यह केवल सांकेतिक सूची है: आपको क्या चाहिए, यह आपकी गतिविधि, आकार और स्थान पर निर्भर करता है, और आवश्यकताएँ समय के साथ बदलती रहती हैं।",
  msmeNote:
    "राजस्थान में नए सूक्ष्म, लघु और मध्यम उद्यम आशय की घोषणा (declaration of intent) दाख़िल करके पावती प्रमाणपत्र पा सकते हैं, जो उन्हें शुरुआती अवधि (3 साल, जिसे 2022 में 5 साल तक बढ़ाने की घोषणा हुई) के लिए राज्य के क़ानूनों के अंतर्गत स्वीकृतियों और निरीक्षणों से छूट देता है; उसके बाद 6 महीने के भीतर स्वीकृतियाँ लेनी होती हैं।",
  cta: {
    text: "पता नहीं कि आपकी इकाई को कौन-से लाइसेंस चाहिए? हमारी टीम आपकी गतिविधि और स्थान के अनुसार उनकी सूची बना सकती है।",
    button: "हमसे संपर्क करें",
  },
  columns: { department: "विभाग / प्राधिकरण", licences: "लाइसेंस, पंजीकरण और स्वीकृतियाँ" },
};

/** Each department's row in Hindi, by the row's id. */
export const departmentLicencesHi: Record<string, { department: string; licences: string[] }> = {
  "labour-rajasthan": {
    department: "श्रम विभाग, राजस्थान (LDMS पोर्टल)",
    licences: [
      "दुकान और वाणिज्यिक प्रतिष्ठान पंजीकरण (10 से अधिक कामगार)",
      "ओएसएच संहिता के अंतर्गत प्रतिष्ठान का पंजीकरण (इसने पुराने ठेका श्रम अधिनियम के अलग मुख्य-नियोक्ता पंजीकरण की जगह ली है)",
      "ठेकेदार का लाइसेंस (50 या अधिक ठेका कामगार)",
      "अंतर-राज्यीय प्रवासी कामगार (1979 का अधिनियम, अब ओएसएच संहिता का हिस्सा)",
      "भवन और अन्य निर्माण कामगार (BOCW) पंजीकरण और उपकर (BOCW अधिनियम अब ओएसएच संहिता में है, उपकर सामाजिक सुरक्षा संहिता में)",
      "मोटर परिवहन कामगार; बीड़ी और सिगार कामगार (दोनों अधिनियम अब ओएसएच संहिता का हिस्सा)",
      "श्रम क़ानूनों के अंतर्गत रजिस्टर और रिटर्न",
    ],
  },
  rajfab: {
    department: "कारख़ाना एवं बॉयलर्स निरीक्षण विभाग, राजस्थान (RajFAB)",
    licences: [
      "कारख़ाने के स्थल और नक्शे की स्वीकृति",
      "कारख़ाने का पंजीकरण और लाइसेंस, उसका नवीनीकरण और संशोधन",
      "बॉयलर पंजीकरण और प्रमाणपत्र (बॉयलर अधिनियम 2025, 1 मई 2025 से लागू)",
      "सिंगल इंटीग्रेटेड रिटर्न (Single Integrated Return)",
    ],
  },
  rspcb: {
    department: "राजस्थान राज्य प्रदूषण नियंत्रण मंडल",
    licences: [
      "जल अधिनियम 1974 और वायु अधिनियम 1981 के अंतर्गत स्थापना की सहमति (CTE) और संचालन की सहमति (CTO), लाल, नारंगी, हरी या सफ़ेद श्रेणी के अनुसार",
      "ख़तरनाक अपशिष्ट, जैव-चिकित्सा अपशिष्ट, प्लास्टिक और ई-अपशिष्ट के प्राधिकार",
    ],
  },
  "fire-services": {
    department: "नगरीय निकाय की अग्निशमन सेवा (स्वायत्त शासन विभाग)",
    licences: [
      "तय ऊँचाई से ऊँचे या तय अधिभोग वर्गों के भवनों के लिए फ़ायर एनओसी (Fire NOC)",
      "भवन स्वीकृति, अधिभोग और ट्रेड लाइसेंस के लिए ज़रूरी",
      "थर्ड-पार्टी फ़ायर ऑडिट (2025 से)",
    ],
  },
  "local-body": {
    department: "नगर निगम, नगर परिषद या पंचायत",
    licences: [
      "ट्रेड लाइसेंस, जहाँ स्थानीय निकाय इसे लागू करता है",
      "भवन निर्माण की अनुमति",
      "पूर्णता या अधिभोग प्रमाणपत्र",
      "साइनबोर्ड की अनुमति",
    ],
  },
  "land-and-building": {
    department: "विकास प्राधिकरण, नगरीय विकास एवं आवासन (UDH) और नगर नियोजन; राजस्व विभाग",
    licences: [
      "कृषि भूमि का भू-उपयोग परिवर्तन (धारा 90A, राजस्थान भू-राजस्व अधिनियम 1956)",
      "भवन नक्शे की स्वीकृति और मास्टर प्लान का पालन",
      "औद्योगिक क्षेत्रों में भूखंडों के लिए रीको (RIICO) आवंटन",
    ],
  },
  cgwa: {
    department: "केंद्रीय भूजल प्राधिकरण (राजस्थान भूजल विभाग के साथ)",
    licences: [
      "औद्योगिक, वाणिज्यिक, खनन और बुनियादी ढाँचे के उपयोग के लिए भूजल निकालने की एनओसी (लगभग 10 m³ प्रति दिन से कम के छोटे उपयोगकर्ताओं को छूट)",
    ],
  },
  fssai: {
    department: "FSSAI / खाद्य सुरक्षा एवं औषधि नियंत्रण आयुक्तालय, राजस्थान",
    licences: [
      "FSSAI मूल पंजीकरण (₹12 लाख तक का टर्नओवर)",
      "राज्य खाद्य लाइसेंस (₹12 लाख से ₹20 करोड़ तक का टर्नओवर)",
      "केंद्रीय खाद्य लाइसेंस (₹20 करोड़ से अधिक, आयात और निर्यात, या एक से अधिक राज्य); टर्नओवर की इन सीमाओं का हमारा स्रोत बिना तारीख़ का है, इसलिए FSSAI से इनकी पुष्टि कर लें",
    ],
  },
  "drug-control": {
    department: "औषधि नियंत्रण शाखा (खाद्य सुरक्षा एवं औषधि नियंत्रण आयुक्तालय) / CDSCO",
    licences: [
      "दवाओं की खुदरा और थोक बिक्री के लाइसेंस",
      "दवा और सौंदर्य प्रसाधन निर्माण के लाइसेंस",
      "चिकित्सा उपकरण लाइसेंस",
      "CDSCO के ज़रिए आयात",
    ],
  },
  excise: {
    department: "आबकारी विभाग, राजस्थान",
    licences: [
      "शराब की खुदरा दुकान, बार और होटल-बार के लाइसेंस",
      "डिस्टिलरी, ब्रुअरी और बॉटलिंग लाइसेंस",
      "उद्योग में इस्तेमाल होने वाली स्पिरिट के परमिट (वर्तमान आबकारी नीति देख लें)",
    ],
  },
  "legal-metrology": {
    department: "विधिक माप विज्ञान (राज्य नियंत्रक)",
    licences: [
      "पहले से पैक सामान के पैकरों, निर्माताओं और आयातकों का पंजीकरण (नियम 27, विधिक माप विज्ञान (पैकबंद वस्तुएँ) नियम 2011)",
      "बाट और माप बनाने, मरम्मत करने या उनका व्यापार करने के लाइसेंस",
      "सत्यापन और मुहरबंदी (stamping)",
      "केंद्रीय निदेशक के पास आयात पंजीकरण",
    ],
  },
  gst: {
    department: "जीएसटी: राज्य कर विभाग, राजस्थान / CBIC",
    licences: [
      "राजस्थान में ₹40 लाख (माल) या ₹20 लाख (सेवाएँ) से अधिक टर्नओवर पर जीएसटी पंजीकरण, या अंतर-राज्यीय अथवा ई-कॉमर्स आपूर्ति पर उससे पहले ही",
    ],
  },
  epfo: {
    department: "ईपीएफओ (कर्मचारी भविष्य निधि संगठन)",
    licences: ["प्रतिष्ठान कोड (20 या अधिक कर्मचारी)", "मासिक ईसीआर (ECR)", "सदस्यों के लिए यूएएन (UAN)"],
  },
  esic: {
    department: "ईएसआईसी (कर्मचारी राज्य बीमा निगम)",
    licences: ["नियोक्ता कोड (10 या अधिक व्यक्ति)", "कर्मचारियों के बीमा नंबर (IP number)", "मासिक अंशदान"],
  },
  dgms: {
    department: "खान सुरक्षा महानिदेशालय (DGMS), श्रम और रोज़गार मंत्रालय",
    licences: [
      "खदान खोलने की सूचना",
      "प्रबंधक और अन्य अधिकारियों की नियुक्ति",
      "खान विनियमों के अंतर्गत अनुमतियाँ",
      "दुर्घटना की सूचनाएँ और रिटर्न",
    ],
  },
  "mines-geology": {
    department: "खान एवं भूविज्ञान विभाग, राजस्थान / भारतीय खान ब्यूरो",
    licences: ["खनन पट्टा, खदान (क्वारी) लाइसेंस और अल्पकालिक परमिट", "खनन योजना की स्वीकृति (भारतीय खान ब्यूरो)"],
  },
  "electrical-inspectorate": {
    department: "विद्युत निरीक्षणालय (ऊर्जा विभाग, राजस्थान)",
    licences: [
      "अधिसूचित वोल्टेज से ऊपर के विद्युत संस्थापनों की स्वीकृति और निरीक्षण",
      "डीजी सेट (DG set) की स्वीकृति",
      "विद्युत ठेकेदार लाइसेंस और कामगार परमिट (CEA सुरक्षा विनियम 2023)",
    ],
  },
  peso: {
    department: "PESO (पेट्रोलियम तथा विस्फोटक सुरक्षा संगठन)",
    licences: [
      "पेट्रोलियम और विस्फोटकों के भंडारण के लाइसेंस",
      "संपीड़ित गैस सिलिंडरों और दाब पात्रों के भंडारण के लाइसेंस (पेट्रोलियम नियम 2002, विस्फोटक नियम 2008, गैस सिलिंडर नियम 2016, SMPV(U) नियम 2016)",
    ],
  },
  industries: {
    department: "उद्योग एवं वाणिज्य विभाग / ज़िला उद्योग केंद्र (DIC) / निवेश संवर्धन ब्यूरो",
    licences: ["उद्यम (MSME) पंजीकरण", "एमएसएमई अधिनियम के अंतर्गत पावती प्रमाणपत्र", "सिंगल-विंडो क्लीयरेंस", "प्रोत्साहन योजनाएँ"],
  },
  "income-tax": {
    department: "आयकर विभाग",
    licences: ["पैन (PAN)", "टैन (TAN), वेतन पर टीडीएस के लिए"],
  },
  mca: {
    department: "कॉर्पोरेट कार्य मंत्रालय / कंपनी रजिस्ट्रार",
    licences: ["कंपनी या एलएलपी (LLP) का निगमन", "वार्षिक फ़ाइलिंग"],
  },
  dgft: {
    department: "विदेश व्यापार महानिदेशालय (DGFT)",
    licences: ["आयातक-निर्यातक कोड (IEC)"],
  },
  "employment-wcd": {
    department: "रोज़गार विभाग (करियर केंद्र) / महिला एवं बाल विकास (ज़िला अधिकारी)",
    licences: ["सामाजिक सुरक्षा संहिता के अंतर्गत रिक्तियों की सूचना", "पॉश (POSH) स्थानीय समिति और वार्षिक रिपोर्ट की फ़ाइलिंग"],
  },
};

/** A directory row as the Hindi page shows it: in Hindi, or in English when its Hindi is behind. */
export type LicenceRowHi = LicenceRow & { inEnglish: boolean };

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** A review's sources with their Hindi names where the government uses one (the same links). */
function reviewHi(review: AnswerReview): AnswerReview {
  const byUrl = new Map(Object.values(officialSources).map((source) => [source.url, source]));
  return {
    ...review,
    sources: review.sources.map((link) => {
      const known = byUrl.get(link.url);
      return known ? { ...link, name: sourceHi(known).name } : link;
    }),
  };
}

/**
 * A stored row in Hindi when the stored English still reads as the typed English its Hindi was
 * written from; otherwise the stored English row, marked, so no outdated Hindi is ever shown.
 */
export function licenceRowInHindi(row: LicenceRow): LicenceRowHi {
  const source = departmentLicences.find((d) => d.id === row.id);
  const hindi = departmentLicencesHi[row.id];
  const current = source && row.department === source.department && sameLines(row.licences, source.licenses);
  if (!hindi || !current) return { ...row, inEnglish: true };
  return {
    ...row,
    department: hindi.department,
    licences: hindi.licences,
    review: reviewHi(row.review),
    inEnglish: false,
  };
}
