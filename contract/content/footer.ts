import { legalPaths } from "../api/legal-pages.ts";

/**
 * The footer's lists and links as staff edit them (issue 28; SPEC 2.3 "Footer config"): the help
 * button, the two link lists and the recruitment box. The parts SPEC fixes (the mailing list's
 * words, "Total Visitors", the translate menu) stay typed in app/content/footer.ts; the address,
 * phones and e-mails are the contact details (decision 028), the resume-form link is the brand's.
 */
export interface FooterDocument {
  help: FooterLink;
  essentials: FooterLink[];
  company: FooterLink[];
  recruitment: { heading: string; text: string; button: string; buttonHint: string };
}

export interface FooterLink {
  label: string;
  to: string;
}

export const footerDefault: FooterDocument = {
  help: { label: "Need Help? Free Consultation", to: "/contact" },
  essentials: [
    { label: "Home", to: "/" },
    { label: "HR Essentials", to: "/packages/essential" },
    { label: "HR Professional", to: "/packages/professional" },
    { label: "HR Platinum", to: "/packages/platinum" },
    { label: "Services", to: "/#services" },
    { label: "Pricing", to: "/#pricing" },
    // SPEC 2.3's third hash target: the footer itself (id="contact"), with the address and phones.
    { label: "Address and phone", to: "/#contact" },
  ],
  company: [
    { label: "About Us", to: "/about" },
    { label: "HR Solutions", to: "/about" },
    { label: "Contacts", to: "/contact" },
    { label: "Blog", to: "/blog" },
    { label: "Internship", to: "/internship" },
    { label: "Compare Plans", to: "/comparison" },
    // Not "Privacy Policy"/"Terms of Service": the login page's SPEC text uses those words.
    { label: "Privacy", to: legalPaths.privacy },
    { label: "Terms", to: legalPaths.terms },
  ],
  recruitment: {
    heading: "Requirement and placement",
    text: "Looking for your next role? Share your resume and our recruitment team will get in touch.",
    button: "Request for job",
    buttonHint: "Upload your Resume",
  },
};
