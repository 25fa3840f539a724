/**
 * The footer's fixed words (SPEC 2.3, 3 "Footer config"). Its lists, help button and recruitment box
 * are the content document `footer` (contract/content/footer.ts), which staff edit.
 */
export const footer = {
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
