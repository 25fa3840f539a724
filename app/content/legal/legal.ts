/** A legal page: typed sections of plain text, rendered by components/legal/legal-document.tsx. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  /** A bulleted list after the paragraphs. */
  items?: { term?: string; text: string }[];
}

export interface LegalDocument {
  title: string;
  description: string;
  intro: string;
  /** When the firm last read the page against the site and the law (shown as "Last reviewed"). */
  reviewed: { label: string; iso: string };
  sections: LegalSection[];
}

export const legalReviewed = { label: "Last reviewed: 24 November 2026", iso: "2026-11-24" };
