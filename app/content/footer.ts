import { legalPaths } from "../../contract/api/legal-pages.ts";
import type { NavLink } from "./navigation.ts";
import { packageLinks } from "./navigation.ts";

/** Footer configuration (SPEC 3 "Footer config"). */
export const footer = {
  help: { label: "Need Help? Free Consultation", to: "/contact" } satisfies NavLink,
  essentials: [
    { label: "Home", to: "/" },
    ...packageLinks,
    { label: "Services", to: "/#services" },
    { label: "Pricing", to: "/#pricing" },
    // SPEC 2.3's third hash target: the footer itself (id="contact"), with the address and phones.
    { label: "Address and phone", to: "/#contact" },
  ] satisfies NavLink[],
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
  ] satisfies NavLink[],
  recruitment: {
    heading: "Requirement and placement",
    text: "Looking for your next role? Share your resume and our recruitment team will get in touch.",
    button: "Request for job",
    buttonHint: "Upload your Resume",
  },
  mailingList: {
    heading: "Join our mailing list",
    button: "Subscribe",
    busy: "Subscribing...",
    placeholder: "Your email address",
    /** The /subscribe page before anything was sent (it is reached by the form, not by links). */
    prompt: "Enter your e-mail address in the form at the foot of this page.",
  },
  translate: {
    label: "Translate this page",
    languages: [
      { code: "hi", name: "हिन्दी (Hindi)" },
      { code: "mr", name: "मराठी (Marathi)" },
      { code: "gu", name: "ગુજરાતી (Gujarati)" },
      { code: "ta", name: "தமிழ் (Tamil)" },
      { code: "te", name: "తెలుగు (Telugu)" },
      { code: "bn", name: "বাংলা (Bengali)" },
    ],
  },
  visitorsLabel: "Total Visitors",
  copyright: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
};
