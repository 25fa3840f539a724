import type { ContactDocument } from "../contact.ts";

/** The contact page's Hindi default (issue 29): the same document as the English, written by hand. */
export const contactHi: ContactDocument = {
  seo: {
    title: "संपर्क करें",
    description: "हमारी अनुपालन (compliance) टीम से बात करें: पूछताछ भेजें, फ़ोन करें या जयपुर, राजस्थान में हमारे कार्यालय आएँ।",
  },
  eyebrow: "अनुपालन विशेषज्ञ से बात करें",
  title: "संपर्क करें",
  intro: "बताइए कि हम आप तक कैसे पहुँचें, हमारी टीम आपसे संपर्क करेगी। कोई बात ज़रूरी हो तो कार्यालय के समय में फ़ोन करें।",
  form: { heading: "हमें पूछताछ भेजें", moreHeading: "आपके व्यवसाय के बारे में (वैकल्पिक)" },
  details: { heading: "हम तक पहुँचें", hoursHeading: "कार्यालय का समय", socialHeading: "हमें फ़ॉलो करें" },
  map: { heading: "हमारा कार्यालय", note: "इंटरैक्टिव नक्शा Google से तभी खुलता है जब आप उसे खोलने को कहें।" },
};
