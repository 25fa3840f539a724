import type { ContactDocument } from "../../contract/content/contact.ts";
import type { Language } from "../../contract/shared/language.ts";
import { contactFixedHi } from "./hi/contact.ts";

/**
 * The contact page's fixed words (SPEC 2.9): the form's labels and buttons. Its headings and
 * introduction are the content document `contact` (contract/content/contact.ts); identity values
 * (address, phone, hours, map) come from the site in force.
 */
export const contactFixed = {
  form: {
    nameLabel: "Name",
    emailLabel: "Email",
    contactLabel: "Contact number",
    messageLabel: "Message",
    companyLabel: "Company",
    stateLabel: "State",
    employeesLabel: "Number of employees",
    serviceLabel: "Service of interest",
    notSaid: "Choose (optional)",
    button: "Submit",
    busy: "Submitting...",
  },
  details: { addressLabel: "Office", phoneLabel: "Phone", emailLabel: "Email", newTab: "(opens in a new tab)" },
  map: { showButton: "Show map", openLink: "Open in Google Maps", newTab: "(opens in a new tab)" },
};

/**
 * The page's copy: the published document (in the page's language) with the fixed words laid in.
 * The Hindi page's are `hi/contact.ts` (issue 29); the English are exactly as before.
 */
export const contactCopy = (document: ContactDocument, language: Language = "en") => {
  const fixed = language === "hi" ? contactFixedHi : contactFixed;
  return {
    eyebrow: document.eyebrow,
    title: document.title,
    intro: document.intro,
    form: { ...fixed.form, ...document.form },
    details: { ...fixed.details, ...document.details },
    map: { ...fixed.map, ...document.map },
  };
};

/** The social networks the contact page links to: a social network, a microblog and a professional network. */
export const contactSocialNames = ["facebook", "twitter", "linkedin"] as const;

/** The map's frame title names the office's city in force (staff may change the address, decision 028). */
export const mapIframeTitle = (city: string, language: Language = "en") =>
  language === "hi" ? `${city} कार्यालय की जगह दिखाता नक्शा` : `Map showing ${city} office location`;
