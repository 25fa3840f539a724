import type { ImageRef } from "../shared/image-ref.ts";
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
  /** The people a visitor meets (issue 28); the section is drawn only when staff list someone. */
  team: {
    eyebrow: string;
    title: string;
    members: { id: string; name: string; role: string; bio?: string; photo?: ImageRef }[];
  };
}

export const aboutDefault: AboutDocument = {
  seo: {
    title: "About Us",
    description: "Who we are: an HR and labour-law compliance consultancy serving Indian businesses since {since}.",
  },
  copy: about,
  stats: aboutStats,
  timeline,
  team: { eyebrow: "Our team", title: "The people behind the work", members: [] },
};
