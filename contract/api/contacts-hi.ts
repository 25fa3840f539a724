import type { contactMessages } from "./contacts.ts";

/**
 * The enquiry form's answers in Hindi (issue 29, decision 125), for an enquiry sent from the Hindi
 * contact page (`lang=hi`). The English sentences (contacts.ts, SPEC's) are unchanged.
 */
export const contactMessagesHi = {
  success: "धन्यवाद! आपका संदेश भेज दिया गया है।",
  serverFallback: "कुछ गड़बड़ हो गई।",
  network: "संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
  nameRequired: "नाम भरना ज़रूरी है।",
  emailInvalid: "कृपया सही ई-मेल पता भरें।",
  contactInvalid: "कृपया सही संपर्क नंबर भरें।",
  messageTooLong: "संदेश 2000 अक्षरों से लंबा नहीं हो सकता।",
} as const satisfies Record<keyof typeof contactMessages, string>;

/**
 * The Hindi of each field's refusal, by field: the schema's sentences are SPEC's English, so a
 * Hindi page's refusal is looked up here by the field the schema refused.
 */
export const contactFieldRefusalsHi: Readonly<Record<string, string>> = {
  name: "नाम 120 अक्षरों से लंबा नहीं हो सकता।",
  email: contactMessagesHi.emailInvalid,
  contact_number: contactMessagesHi.contactInvalid,
  message: contactMessagesHi.messageTooLong,
  company: "कंपनी का नाम 120 अक्षरों से लंबा नहीं हो सकता।",
  state: "सूची में से राज्य चुनें।",
  employees: "सूची में से कर्मचारियों की संख्या चुनें।",
  service: "सूची में से सेवा चुनें।",
};

/** Any other refused field (a hidden one a person never fills). */
export const contactRefusedHi = "भेजी गई जानकारी सही नहीं है। कृपया पेज दोबारा खोलकर फिर से भेजें।";
