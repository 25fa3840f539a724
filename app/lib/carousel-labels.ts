/** How carousels read out their slides and dots; the content pages' script numbers rebuilt ones the same way. */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** e.g. "Show slide 2 of 3". */
export function dotLabel(label: string, index: number, count: number): string {
  return `${label} ${index + 1} of ${count}`;
}

/** The case-study strip's dots (SPEC 2.4). */
export const caseStudyDotLabel = "Show case study";
