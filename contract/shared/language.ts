/** The site's languages (issue 29): English, the original, and the hand-written Hindi edition. */
export type Language = "en" | "hi";
