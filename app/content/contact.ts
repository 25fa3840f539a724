import type { ContactDocument } from "../../contract/content/contact.ts";

/**
 * The contact page's fixed words (SPEC 2.9): the form's labels and buttons. Its headings and
 * introduction are the content document `contact` (contract/content/contact.ts); identity values
 * (address, phone, hours, map) come from the site in force.
 */
const contactFixed = {
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
  details: { addressLabel: "Office", phoneLabel: "Phone", emailLabel: "Email" },
  map: { showButton: "Show map", openLink: "Open in Google Maps" },
};

/** The page's copy: the published document with the fixed words laid in. */
export const contactCopy = (document: ContactDocument) => ({
  eyebrow: document.eyebrow,
  title: document.title,
  intro: document.intro,
  form: { ...contactFixed.form, ...document.form },
  details: { ...contactFixed.details, ...document.details },
  map: { ...contactFixed.map, ...document.map },
});

/** The social networks the contact page links to: a social network, a microblog and a professional network. */
export const contactSocialNames = ["facebook", "twitter", "linkedin"] as const;

/** The map's frame title names the office's city in force (staff may change the address, decision 028). */
export const mapIframeTitle = (city: string) => `Map showing ${city} office location`;
