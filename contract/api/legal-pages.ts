/** The privacy policy and terms pages (issue 17, decision 027), linked from the footer, login, forms and e-mails. */
export const legalPaths = {
  privacy: "/privacy",
  terms: "/terms",
} as const;
