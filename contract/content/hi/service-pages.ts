import type { ServicePageDocument, ServicePageDocuments } from "../service-pages.ts";

/**
 * The ten /services/{slug} pages' copy in Hindi (issue 29): the Hindi defaults of the documents
 * `services-<slug>`, hand-written from ../../legal-content/service-pages.ts. As in English, the search
 * title is the page's heading and the legal list (points, laws, review) is not part of the document.
 */
const servicePageHi = ({ description, ...page }: Omit<ServicePageDocument, "seo"> & { description: string }) => ({
  seo: { title: page.title, description },
  ...page,
});

/** The closing box of the pages that end with a call button. */
const callClosing = {
  heading: "आज ही किसी अनुपालन विशेषज्ञ से बात करें",
  text: "एक छोटी-सी कॉल पर हमें अपने कारोबार के बारे में बताइए। हम बताएँगे कि आप पर क्या लागू होता है, क्या छूटा हुआ है और उसे ठीक करने में क्या लगेगा, और इसकी कोई बाध्यता नहीं।",
};

/** The closing box of the pages that end with the contact section. */
const contactClosing = {
  heading: "अपने कारोबार के लिए एक योजना पाइए",
  text: "पूछताछ फ़ॉर्म से कुछ जानकारी भेजिए या हमें फ़ोन कीजिए। एक कार्य-दिवस के भीतर हमारे कंसल्टेंट बताएँगे कि आप पर क्या लागू होता है, और तय क़ीमत भी बताएँगे।",
};

const payrollIllustration = {
  src: "/images/services/payroll.svg",
  alt: "रुपये के चिह्न वाली वेतन पर्ची, पास में कैलकुलेटर और कैलेंडर",
};

const takeCareOf = "हम किन बातों का ध्यान रखते हैं";

export const flexiStaffingPageHi: ServicePageDocument = servicePageHi({
  title: "फ़्लेक्सी स्टाफ़िंग",
  description:
    "अस्थायी, ठेका और नियत अवधि के कर्मचारी हमारे पेरोल पर; मज़दूरी, पीएफ़, ईएसआई और ठेका श्रम लाइसेंस का ज़िम्मा हमारा। कारख़ानों, गोदामों, दुकानों और दफ़्तरों के लिए।",
  eyebrow: "स्टाफ़िंग",
  intro:
    "सीज़न की भीड़, नए प्रोजेक्ट या ऐसी ख़ाली जगहें जो इंतज़ार नहीं कर सकतीं: हम कुछ ही दिनों में प्रशिक्षित लोग आपकी साइट पर लगा देते हैं और उन्हें अपने पेरोल पर रखते हैं। उनकी मज़दूरी हम देते हैं, उनका पीएफ़ और ईएसआई हम जमा करते हैं और रजिस्टर भी हम रखते हैं, ताकि ज़रूरत के साथ आपका स्टाफ़ घटे-बढ़े और अनुपालन की कोई कमी आपके सिर न आए।",
  illustration: {
    src: "/images/services/staffing.svg",
    alt: "सुरक्षा हेलमेट और दफ़्तर के कपड़ों में तीन कर्मचारी, एक कैलेंडर के पास खड़े",
  },
  listHeading: "फ़्लेक्सी स्टाफ़िंग में क्या-क्या शामिल है",
  closing: callClosing,
});

export const vendorAuditPageHi: ServicePageDocument = servicePageHi({
  title: "वेंडर ऑडिट",
  description:
    "प्रधान नियोक्ताओं के लिए ठेकेदारों और वेंडरों का अनुपालन ऑडिट: पीएफ़, ईएसआई, न्यूनतम मज़दूरी, लाइसेंस और रजिस्टर की मौके पर और पोर्टल पर जाँच, अंकों वाली रिपोर्ट के साथ।",
  eyebrow: "ऑडिट",
  intro:
    "प्रधान नियोक्ता (principal employer) होने के नाते आपके परिसर में काम करने वाले ठेकेदारों का जवाब आपको देना होता है: अगर कोई ठेकेदार पीएफ़, ईएसआई या न्यूनतम मज़दूरी नहीं चुकाता, तो बकाया आपसे वसूला जा सकता है। हम हर महीने 50+ वेंडर ऑडिट करते हैं, हर वेंडर को उसके रिकॉर्ड, सरकारी पोर्टलों और मौके पर दिखी हक़ीक़त से परखते हैं, और साफ़ बताते हैं कि कौन अनुपालन में है और कौन नहीं।",
  illustration: {
    src: "/images/services/audit.svg",
    alt: "वेंडर रजिस्टर पर आवर्धक लेंस, कई पंक्तियों पर टिक और एक पंक्ति पर चेतावनी का निशान",
  },
  listHeading: "हर वेंडर की हम क्या-क्या जाँच करते हैं",
  closing: callClosing,
});

export const payrollServicesPageHi: ServicePageDocument = servicePageHi({
  title: "पेरोल सेवाएँ",
  description:
    "भारतीय नियोक्ताओं के लिए आउटसोर्स मासिक पेरोल: वेतन पर्ची, बैंक फ़ाइल, पीएफ़, ईएसआई और टीडीएस, श्रम संहिताओं के मज़दूरी नियम के अनुरूप वेतन ढाँचा और समय पर फ़ुल एंड फ़ाइनल हिसाब।",
  eyebrow: "पेरोल",
  intro:
    "हर महीने सही वेतन, समय पर, हर वैधानिक कटौती के हिसाब और जमा के साथ। हम आपकी हाज़िरी और छुट्टी के आँकड़ों से पेरोल चलाते हैं और वेतन पर्चियाँ, बैंक ट्रांसफ़र फ़ाइलें और ऐसी रिपोर्टें लौटाते हैं जिन्हें आपकी अकाउंट्स टीम सीधे खातों में चढ़ा सके।",
  illustration: payrollIllustration,
  listHeading: "हमारी पेरोल सेवा में क्या-क्या शामिल है",
  closing: {
    heading: "अगला पेरोल हमें सौंपिए",
    text: "पिछले महीने का वेतन रजिस्टर भेजिए। हम मुफ़्त में दिखाएँगे कि हम उसमें क्या बदलेंगे और आपके लिए पेरोल चलाने का ख़र्च कितना होगा।",
  },
});

export const establishmentCompliancesPageHi: ServicePageDocument = servicePageHi({
  title: "प्रतिष्ठान अनुपालन",
  description:
    "राजस्थान दुकान और वाणिज्यिक संस्थान अधिनियम का अनुपालन: जहाँ अब भी ज़रूरी हो वहाँ पंजीकरण, 2026 के संशोधन के अनुसार घंटे और ओवरटाइम, साप्ताहिक अवकाश, रजिस्टर और POSH।",
  eyebrow: "दुकान एवं प्रतिष्ठान",
  intro:
    "राजस्थान की दुकानें, दफ़्तर, शोरूम, गोदाम, होटल और रेस्टोरेंट राजस्थान दुकान और वाणिज्यिक संस्थान अधिनियम, 1958 के अंतर्गत आते हैं, और यह अधिनियम 2024 के बाद से जितना बदला है, उतना उससे पहले के दशकों में नहीं बदला। जहाँ ज़रूरी हो, हम आपका पंजीकरण कराते हैं, काम के घंटे और छुट्टियाँ मौजूदा नियमों के अनुसार तय करते हैं और रजिस्टर निरीक्षण के लिए तैयार रखते हैं।",
  illustration: {
    src: "/images/services/establishment.svg",
    alt: "एक दुकान का अगला हिस्सा और एक दफ़्तर की इमारत, साथ में पंजीकरण प्रमाणपत्र",
  },
  listHeading: takeCareOf,
  closing: contactClosing,
});

export const factoryCompliancePageHi: ServicePageDocument = servicePageHi({
  title: "कारख़ाना अनुपालन",
  description:
    "राजस्थान में कारख़ाना अधिनियम, 1948 (अब OSH संहिता, 2020) के अंतर्गत लाइसेंस और अनुपालन: RajFAB पर मंज़ूरियाँ, घंटे और ओवरटाइम, कल्याण सुविधाएँ और सालाना रिटर्न।",
  eyebrow: "कारख़ाने",
  intro:
    "कारख़ाने को शुरू होने से पहले मंज़ूरियाँ चाहिए, चलते समय सुरक्षा और कल्याण के इंतज़ाम, और हर साल रिटर्न। कारख़ाना अधिनियम, 1948 अब उपजीविकाजन्य सुरक्षा, स्वास्थ्य और कार्यदशा संहिता, 2020 (OSH Code) का हिस्सा है, जबकि राजस्थान में रोज़मर्रा का अनुपालन अब भी राज्य के नियमों और RajFAB पोर्टल से चलता है। यह सब हम सँभालते हैं।",
  illustration: {
    src: "/images/services/factory.svg",
    alt: "कारख़ाने की इमारत, साथ में लाइसेंस का दस्तावेज़ और सुरक्षा हेलमेट",
  },
  listHeading: takeCareOf,
  closing: contactClosing,
});

export const riskAuditPageHi: ServicePageDocument = servicePageHi({
  title: "अनुपालन जोखिम ऑडिट",
  description:
    "भारतीय नियोक्ताओं के लिए श्रम क़ानून अनुपालन का जोखिम ऑडिट: पंजीकरण, मज़दूरी, पीएफ़, ईएसआई, बोनस, ग्रेच्युटी, लाइसेंस और POSH की जाँच, जोखिम के क्रम में, कार्य-योजना के साथ।",
  eyebrow: "ऑडिट",
  intro:
    "ऐसा नहीं होना चाहिए कि आपके रिकॉर्ड पहली बार श्रम निरीक्षण में ही जाँचे जाएँ। हमारा ऑडिट हर पंजीकरण, रजिस्टर, रिटर्न और भुगतान को आप पर लागू क़ानूनों से मिलाकर देखता है, और जो मिलता है उसे जोखिम के क्रम में रखता है, ताकि आप सबसे महँगी समस्याएँ पहले ठीक करें।",
  illustration: {
    src: "/images/services/compliance.svg",
    alt: "टिक वाली एक ढाल, पास में जाँच-सूची और चेतावनी का झंडा",
  },
  listHeading: "ऑडिट में क्या-क्या देखा जाता है",
  closing: callClosing,
});

export const requirementProcessPageHi: ServicePageDocument = servicePageHi({
  title: "भर्ती प्रक्रिया",
  description:
    "हमारी चार चरणों की भर्ती प्रक्रिया: ज़रूरतों को समझना, भर्ती की पूरी मार्गदर्शिका, असरदार भर्ती रणनीतियाँ, और उम्मीदवारों की जाँच और शॉर्टलिस्टिंग, जॉइनिंग तक।",
  eyebrow: "भर्ती",
  intro:
    "अच्छी भर्ती क़िस्मत से नहीं, प्रक्रिया से होती है। हमारी प्रक्रिया में चार चरण हैं और हर चरण पर कुछ ऐसा है जिसे आप मंज़ूर करते हैं, ताकि आपके सामने वही उम्मीदवार आएँ जो पद और बजट दोनों में फ़िट हों, और हर नया कर्मचारी उन काग़ज़ों के साथ शुरुआत करे जो क़ानून अब माँगता है।",
  illustration: {
    src: "/images/services/recruitment.svg",
    alt: "उम्मीदवारों के प्रोफ़ाइल कार्ड, जिनमें से एक चुना गया है और उस पर टिक लगा है",
  },
  listHeading: "पहले दिन से अनुपालन",
  closing: {
    heading: "कोई पद भरना है?",
    text: "पद और जॉइनिंग की तारीख़ बताइए। एक कार्य-दिवस के भीतर हम पद का ब्योरा, समय-सारणी और तय फ़ीस लेकर आपके पास लौटेंगे।",
  },
});

export const minesPageHi: ServicePageDocument = servicePageHi({
  title: "खदान अनुपालन",
  description:
    "खान अधिनियम, 1952 (अब OSH संहिता, 2020) के अंतर्गत खदान अनुपालन: DGMS को सूचनाएँ, मैनेजर की नियुक्ति, काम के घंटे, रजिस्टर, दुर्घटना की रिपोर्ट और सालाना रिटर्न।",
  eyebrow: "खदानें",
  intro:
    "भारतीय श्रम क़ानून में सबसे सख़्त सुरक्षा व्यवस्था खदानों की है, और कर्मचारी कितने भी हों, यह लागू होती है। खान अधिनियम, 1952 अब OSH संहिता, 2020 का हिस्सा है, और नियामक अब भी खान सुरक्षा महानिदेशालय (DGMS) ही है। मालिक, एजेंट और मैनेजर, तीनों में से हर एक ज़िम्मेदार है, और हम तीनों को नियमों के दायरे में रखते हैं।",
  illustration: {
    src: "/images/services/mines.svg",
    alt: "खदान का प्रवेश द्वार, साथ में पटरी पर चलने वाली ट्रॉली, गैंती और सुरक्षा हेलमेट",
  },
  listHeading: takeCareOf,
  closing: callClosing,
});

export const vendorCompliancePageHi: ServicePageDocument = servicePageHi({
  title: "वेंडर अनुपालन",
  description:
    "ठेकेदारों और सेवा वेंडरों के लिए अनुपालन सहायता: ठेकेदार लाइसेंस, पीएफ़ और ईएसआई, मज़दूरी रजिस्टर और वह मासिक अनुपालन फ़ाइल जिसे प्रधान नियोक्ता स्वीकार करते हैं।",
  eyebrow: "ठेकेदारों के लिए",
  intro:
    "बड़े क्लाइंट अब भुगतान जारी करने से पहले अपने ठेकेदारों का ऑडिट करते हैं। हम ठेकेदारों और सेवा वेंडरों को वह अनुपालन फ़ाइल तैयार करने में मदद करते हैं जो प्रधान नियोक्ता माँगते हैं, और उसे हर महीने अद्यतन रखते हैं, ताकि आपके बिल न अटकें और ठेकों का नवीनीकरण होता रहे।",
  illustration: {
    src: "/images/services/vendor.svg",
    alt: "एक अनुबंध के ऊपर मिलते दो हाथ, पास में अनुपालन फ़ोल्डर",
  },
  listHeading: takeCareOf,
  closing: {
    heading: "अगले क्लाइंट ऑडिट को बस एक औपचारिकता बना दीजिए",
    text: "बताइए कि आप कितने कर्मचारी और किन क्लाइंटों के यहाँ लगाते हैं। हम बताएँगे कि आपकी फ़ाइल में क्या कमी है, और मासिक फ़ीस भी बताएँगे।",
  },
});

export const payrollCompliancePageHi: ServicePageDocument = servicePageHi({
  title: "पेरोल अनुपालन",
  description:
    "पेरोल का वैधानिक अनुपालन: पीएफ़ ECR और ईएसआई 15 तारीख़ तक, UAN और आधार सीडिंग, न्यूनतम मज़दूरी में संशोधन, बोनस और ग्रेच्युटी, चालानों और मासिक फ़ाइलिंग रिपोर्ट के साथ।",
  eyebrow: "पेरोल",
  intro:
    "पेरोल अनुपालन पेरोल का वह हिस्सा है जिसे निरीक्षक और ऑडिटर देखते हैं: कटौतियाँ, जमा, रिटर्न और नियत तारीख़ें। वेतन आप ख़ुद बाँटते हों तब भी, आपके पेरोल का वैधानिक हिस्सा हम सँभाल लेते हैं, और काटा गया हर रुपया सही प्राधिकरण के पास उसकी नियत तारीख़ तक जमा करते हैं।",
  illustration: payrollIllustration,
  listHeading: "हम आपकी ओर से क्या भरते और जमा करते हैं",
  closing: callClosing,
});

/** Each service page's Hindi default by its key, as ../service-pages.ts's `servicePageDefaults` holds the English. */
export const servicePageDefaultsHi: ServicePageDocuments = {
  "services-flexi-staffing": flexiStaffingPageHi,
  "services-vendor-audit": vendorAuditPageHi,
  "services-payroll-services": payrollServicesPageHi,
  "services-establishment-compliances": establishmentCompliancesPageHi,
  "services-factory-compliance": factoryCompliancePageHi,
  "services-risk-audit": riskAuditPageHi,
  "services-requirement-process": requirementProcessPageHi,
  "services-mines": minesPageHi,
  "services-vendor-compliance": vendorCompliancePageHi,
  "services-payroll-compliance": payrollCompliancePageHi,
};
