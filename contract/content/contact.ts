import type { DocumentSeo } from "./page-seo.ts";

/**
 * The contact page's copy as staff edit it (issue 28; SPEC 2.9): the heading band and the boxes'
 * headings. The details themselves (address, phones, e-mails, map, social links) are the contact
 * details staff keep on the console's Contact details screen (decision 028), and the office hours
 * are the brand's: one place each, shared by the footer, the JSON-LD and the e-mails. The form's
 * field labels and button are SPEC texts and stay typed (app/content/contact.ts).
 */
export interface ContactDocument {
  seo: DocumentSeo;
  eyebrow: string;
  title: string;
  intro: string;
  form: { heading: string; moreHeading: string };
  details: { heading: string; hoursHeading: string; socialHeading: string };
  map: { heading: string; note: string };
}

export const contactDefault: ContactDocument = {
  seo: {
    title: "Contact Us",
    description: "Talk to our compliance team: send an enquiry, call us or visit our office in Jaipur, Rajasthan.",
  },
  eyebrow: "Talk to a compliance expert",
  title: "Contact Us",
  intro:
    "Tell us how to reach you and our team will get back to you. For anything urgent, call us during office hours.",
  form: { heading: "Send us an enquiry", moreHeading: "About your business (optional)" },
  details: { heading: "Reach us", hoursHeading: "Operating hours", socialHeading: "Follow us" },
  map: { heading: "Find our office", note: "The interactive map loads from Google only when you ask for it." },
};
