import { defaultSite } from "../../../contract/shared/site.ts";

/**
 * The Hindi legal pages' fixed words (issue 29): the band's eyebrow and the privacy contact's box.
 * The contact's role is the brand's English text; the shipped role has its Hindi here.
 */
export const legalDocumentHi = {
  eyebrow: "क़ानूनी",
  contactHeading: "प्रश्न, अनुरोध और शिकायतें",
  contactIntro: (role: string, brand: string) =>
    `अपने व्यक्तिगत डेटा से जुड़ी हर बात के लिए हमारे ${role} को लिखें, जो इसके लिए ${brand} की ओर से जवाब देते हैं:`,
  email: "ई-मेल",
  phone: "फ़ोन",
  post: "डाक",
  role: (role: string) =>
    role === defaultSite.privacyContact.role ? "शिकायत अधिकारी (व्यक्तिगत डेटा) (Grievance Officer)" : role,
};
