import { defaultSite } from "../../../contract/shared/site.ts";
import type { mailingListPages } from "../mailing-list.ts";

/**
 * The pages a Hindi signup's confirmation link leads to (issue 29), in Hindi: the twins of
 * app/content/mailing-list.ts. The unsubscribe pages are reached from the newsletters, which are
 * English, and have no Hindi version.
 */
export const mailingListPagesHi: Pick<typeof mailingListPages, "confirmed" | "invalid-link"> = {
  confirmed: {
    title: "सदस्यता की पुष्टि हो गई",
    text: [
      `धन्यवाद। अब इस पते पर आपको ${defaultSite.brand} का न्यूज़लेटर मिलेगा।`,
      "हर अंक के अंत में एक लिंक होता है जिससे आप एक क्लिक में सूची छोड़ सकते हैं।",
    ],
  },
  "invalid-link": {
    title: "यह लिंक काम नहीं कर रहा",
    text: [
      "हो सकता है इसकी अवधि ख़त्म हो गई हो (पुष्टि का लिंक 7 दिन तक काम करता है) या यह अधूरा कॉपी हुआ हो।",
      `सूची से जुड़ने के लिए किसी भी पेज के नीचे दिए फ़ॉर्म से फिर से सदस्यता लें। सूची छोड़ने के लिए हमारे पिछले न्यूज़लेटर के अंत में दिया लिंक इस्तेमाल करें, या ${defaultSite.privacyContact.email} पर लिखें।`,
    ],
  },
};

/** The words around the page's text. */
export const mailingListTextHi = {
  eyebrow: "मेलिंग सूची",
  privacyLead: "हम आपके पते का इस्तेमाल कैसे करते हैं:",
  privacyLink: "गोपनीयता नीति",
};
