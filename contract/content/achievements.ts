import type { ImageRef } from "../shared/image-ref.ts";
import type { DocumentSeo } from "./page-seo.ts";

/** A tile of the achievements page: a figure, what it counts and a line on it. */
export interface AchievementStat {
  id: string;
  value: string;
  label: string;
  detail: string;
}

/**
 * The achievements page (SPEC 1 claims, 2.8): a map of India, four stat tiles and a trainings
 * tile; the content document `achievements`, this copy its default.
 */
export interface AchievementsDocument {
  seo: DocumentSeo;
  eyebrow: string;
  title: string;
  intro: string;
  map: {
    image: ImageRef;
    legend: string;
    /** The map's licence asks for its credit, licence and changes beside it. */
    attribution: { text: string; licence: string; licenceUrl: string; sourceUrl: string; changes: string };
  };
  stats: AchievementStat[];
  /** The highlighted last tile. */
  trainings: AchievementStat;
}

export const achievementsDefault: AchievementsDocument = {
  seo: {
    title: "What have we achieved",
    description:
      "Our reach across India in numbers: 100+ corporates, 180+ experts, 50+ vendor audits a month and 1500+ trainings.",
  },
  title: "What have we achieved",
  eyebrow: "Achievements",
  intro: "From our base in Rajasthan we serve employers across India with our own team, resources and infrastructure.",
  map: {
    image: {
      src: "/images/map/india.svg",
      width: 612,
      height: 696,
      alt: "Map of India showing the states and union territories where our experts work with clients",
    },
    legend: "Head office state: Rajasthan",
    attribution: {
      text: "Map of India based on @svg-maps/india by MapSVG, licensed under",
      licence: "CC BY 4.0",
      licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
      sourceUrl: "https://mapsvg.com/maps/india",
      changes: "Simplified and recoloured.",
    },
  },
  stats: [
    {
      id: "corporates",
      value: "100+",
      label: "Corporates",
      detail: "A trusted partner for the HR and compliance work of more than 100 corporates.",
    },
    {
      id: "experts",
      value: "180+",
      label: "Experts across India",
      detail: "Specialists in payroll, labour law and audits, working with clients across India.",
    },
    {
      id: "audits",
      value: "50+",
      label: "Vendor audits every month",
      detail: "Vendor and contractor compliance audits completed every month.",
    },
    {
      id: "infrastructure",
      value: "Own",
      label: "Resources and infrastructure",
      detail: "Our engagements run on our own resources and infrastructure.",
    },
  ],
  trainings: {
    id: "trainings",
    value: "1500+",
    label: "Trainings provided",
    detail: "Training sessions delivered to client teams on HR and labour-law compliance.",
  },
};
