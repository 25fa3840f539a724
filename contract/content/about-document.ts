import { about, type AboutContent } from "./about.ts";
import type { DocumentSeo } from "./page-seo.ts";
import { aboutStats, type Stat } from "./stats.ts";
import { timeline, type TimelineItem } from "./timeline.ts";

/** The about page's content document (issue 28); the firm's claims beside its figures come from the home document. */
export interface AboutDocument {
  seo: DocumentSeo;
  copy: AboutContent;
  stats: Stat[];
  timeline: TimelineItem[];
}

export const aboutDefault: AboutDocument = {
  seo: {
    title: "About Us",
    description: "Who we are: an HR and labour-law compliance consultancy serving Indian businesses since {since}.",
  },
  copy: about,
  stats: aboutStats,
  timeline,
};
