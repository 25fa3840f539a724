import type { privacyNotices } from "../legal/privacy-notices.ts";
import { footer } from "../footer.ts";
import { footerDefault, type FooterDocument } from "../../../contract/content/footer.ts";
import { navLabelsHi } from "./navigation.ts";

/**
 * The footer in Hindi (app/content/footer.ts and the typed default of the `footer` document, the
 * same types). Its links keep their English pages until those have a Hindi version; the
 * machine-translation widget is not shown on Hindi pages. Staff edit the English footer only.
 */
export const footerHi: FooterDocument &
  Omit<typeof footer, "copyright"> & {
    companyInfo: string;
    /** After "© year brand." (the English footer's function cannot travel in loader data). */
    rightsReserved: string;
  } = {
  companyInfo:
    "भारतीय नियोक्ताओं के लिए अनुपालन सहयोगी: एचआर आउटसोर्सिंग, पेरोल, ईएसआईसी और ईपीएफ़ओ, दुकान और कारख़ाना लाइसेंस, वेंडर ऑडिट, भर्ती और प्रशिक्षण।",
  help: { label: "मदद चाहिए? निःशुल्क परामर्श", to: "/contact" },
  essentials: footerDefault.essentials.map((link) => ({
    ...link,
    label:
      {
        "/": navLabelsHi["/"],
        "/#services": "सेवाएँ",
        "/#pricing": "मूल्य",
        "/#contact": "पता और फ़ोन",
      }[link.to] ??
      navLabelsHi[link.to] ??
      link.label,
  })),
  company: footerDefault.company.map((link) => ({
    ...link,
    label:
      {
        "HR Solutions": "एचआर समाधान",
        Contacts: "संपर्क",
        Internship: "इंटर्नशिप",
        "Compare Plans": "प्लान की तुलना",
        Privacy: "गोपनीयता",
        Terms: "शर्तें",
      }[link.label] ??
      navLabelsHi[link.to] ??
      link.label,
  })),
  recruitment: {
    heading: "भर्ती और प्लेसमेंट",
    text: "अगली नौकरी की तलाश में हैं? अपना बायोडाटा भेजें, हमारी भर्ती टीम आपसे संपर्क करेगी।",
    button: "नौकरी के लिए अनुरोध",
    buttonHint: "अपना बायोडाटा अपलोड करें",
  },
  mailingList: {
    heading: "हमारी मेलिंग सूची से जुड़ें",
    button: "सदस्यता लें",
    busy: "सदस्यता ली जा रही है...",
    placeholder: "आपका ई-मेल पता",
    prompt: "इस पेज के नीचे दिए फ़ॉर्म में अपना ई-मेल पता भरें।",
  },
  translate: footer.translate,
  visitorsLabel: "कुल विज़िटर",
  rightsReserved: "सर्वाधिकार सुरक्षित।",
};

/** The footer's own headings and the words its links add, in Hindi. */
export const footerTextHi = {
  essentials: "ज़रूरी लिंक",
  company: "कंपनी",
  location: "पता",
  contacts: "संपर्क",
  connect: "हमसे जुड़ें",
  newTab: "(नए टैब में खुलता है)",
  staffLogin: "स्टाफ़ लॉगिन",
  loading: "लोड हो रहा है...",
  emailAddress: "ई-मेल पता",
};

export const privacyNoticesHi: Record<keyof typeof privacyNotices, string> = {
  mailingList:
    "हम आपका ई-मेल पता केवल अपना न्यूज़लेटर भेजने के लिए इस्तेमाल करते हैं, वह भी आपकी पुष्टि के बाद। हर अंक में एक क्लिक से सदस्यता छोड़ने का लिंक होता है।",
  contact: "हम आपका नाम, ई-मेल और नंबर केवल आपकी पूछताछ का उत्तर देने के लिए इस्तेमाल करते हैं, और ज़रूरत ख़त्म होने पर पूछताछ मिटा देते हैं।",
  checkout:
    "हम इन विवरणों का इस्तेमाल आपके ऑर्डर को पूरा करने और भुगतान व डिलीवरी के बारे में संपर्क के लिए करते हैं। इनवॉइस का विवरण उतने समय तक रखा जाता है जितना कर क़ानून कहता है।",
  booking: "हम आपका नाम, ई-मेल, मोबाइल, कंपनी और विषय केवल परामर्श तय करने और उसकी याद दिलाने के लिए इस्तेमाल करते हैं।",
  policyLink: "हम आपका डेटा कैसे इस्तेमाल करते हैं",
};
