import type { NavGroup } from "../navigation.ts";

/**
 * The menus' labels in Hindi (app/content/navigation.ts), by the link's English path and the
 * group's id. A link to a page without a Hindi version keeps its English page.
 */
export const navLabelsHi: Record<string, string> = {
  "/": "होम",
  "/services/flexi-staffing": "फ़्लेक्सी स्टाफ़िंग",
  "/services/vendor-audit": "वेंडर ऑडिट",
  "/services/payroll-services": "पेरोल सेवाएँ",
  "/services/establishment-compliances": "प्रतिष्ठान अनुपालन",
  "/services/factory-compliance": "कारख़ाना अनुपालन",
  "/services/risk-audit": "अनुपालन जोखिम ऑडिट",
  "/services/requirement-process": "भर्ती प्रक्रिया",
  "/services/mines": "खदान अनुपालन",
  "/services/vendor-compliance": "वेंडर अनुपालन",
  "/services/payroll-compliance": "पेरोल अनुपालन",
  "/packages/essential": "एचआर एसेंशियल्स",
  "/packages/professional": "एचआर प्रोफ़ेशनल",
  "/packages/platinum": "एचआर प्लैटिनम",
  "/esic": "ईएसआईसी मार्गदर्शिका",
  "/epfo": "ईपीएफ़ओ मार्गदर्शिका",
  "/se-guide": "दुकान एवं प्रतिष्ठान मार्गदर्शिका",
  "/factory-guide": "कारख़ाना मार्गदर्शिका",
  "/blog": "ब्लॉग",
  "/product-listing": "शॉप और डाउनलोड",
  "/tools/pf-esi-calculator": "पीएफ़ और ईएसआई कैलकुलेटर",
  "/tools/gratuity-calculator": "ग्रेच्युटी कैलकुलेटर",
  "/tools/bonus-calculator": "बोनस कैलकुलेटर",
  "/tools/compliance-calendar": "अनुपालन कैलेंडर",
  "/tools/which-laws-apply": "कौन-से क़ानून लागू हैं?",
  "/about": "हमारे बारे में",
  "/professional-collaboration": "पार्टनर नेटवर्क",
  "/industrial-licenses": "औद्योगिक लाइसेंस",
  "/achievements": "उपलब्धियाँ",
  "/create-blog": "ब्लॉग लिखें",
  "/products-create": "उत्पाद जोड़ें",
  "/contact": "संपर्क करें",
};

export const groupLabelsHi: Record<NavGroup["id"], string> = {
  services: "सेवाएँ",
  packages: "पैकेज",
  knowledge: "एचआर ज्ञान केंद्र",
  more: "और",
};

/** The words of the menus themselves. */
export const menuTextHi = {
  skip: "मुख्य सामग्री पर जाएँ",
  /** The desktop menu's landmark. */
  main: "मुख्य",
  /** The floating WhatsApp link. */
  chat: "व्हाट्सऐप पर हमसे बात करें (नए टैब में खुलता है)",
  /** The drawer's landmark. */
  mobile: "मोबाइल",
  openMenu: "मेन्यू खोलें",
  closeMenu: "मेन्यू बंद करें",
  menu: "मेन्यू",
  siteMenu: "साइट मेन्यू",
  /** Before a group's name on the link to its page in the drawer: "सभी: सेवाएँ". */
  all: "सभी",
};
