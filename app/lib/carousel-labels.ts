import type { Language } from "../../contract/shared/language.ts";

/** How carousels read out their slides and dots; the content pages' script numbers rebuilt ones the same way. */
export function slideLabel(index: number, count: number, language: Language = "en"): string {
  return language === "hi" ? `${count} में से ${index + 1}` : `${index + 1} of ${count}`;
}

/** e.g. "Show slide 2 of 3" ("स्लाइड दिखाएँ, 3 में से 2" on a Hindi page). */
export function dotLabel(label: string, index: number, count: number, language: Language = "en"): string {
  return language === "hi" ? `${label}, ${count} में से ${index + 1}` : `${label} ${index + 1} of ${count}`;
}

/** The case-study strip's dots (SPEC 2.4). */
export const caseStudyDotLabel = "Show case study";
