/**
 * The short notice beside each form that collects personal data (issue 17, decision 027): what the
 * form collects, why, and where the full policy is. The policy itself is privacy-policy.ts.
 */
export const privacyNotices = {
  mailingList:
    "We use your e-mail address only to send our newsletter, after you confirm it. Every issue has a one-click unsubscribe link.",
  contact:
    "We use your name, e-mail and number only to answer your enquiry, and delete the enquiry when it is no longer needed.",
  booking: "We use your name, e-mail, mobile, company and topic only to hold the consultation and remind you of it.",
  checkout:
    "We use these details to process your order and contact you about payment and delivery. Invoice details are kept as long as tax law requires.",
  // Not "Privacy Policy": the notice sits in the footer of the login page, whose SPEC text uses those words.
  policyLink: "How we use your data",
} as const;

export type PrivacyNoticeFor = Exclude<keyof typeof privacyNotices, "policyLink">;
