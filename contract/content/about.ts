import type { ImageRef } from "../shared/image-ref.ts";

/** Copy of the about page (SPEC 2.5). */
export type ValueIcon = "scale" | "shield-check" | "handshake" | "lightbulb" | "clock" | "users";

export interface ValueItem {
  id: string;
  title: string;
  description: string;
  icon: ValueIcon;
}

export interface AboutContent {
  hero: { eyebrow: string; title: string; description: string; button: { label: string; to: string } };
  intro: { eyebrow: string; title: string; paragraphs: string[]; button: { label: string; to: string } };
  coreValues: { title: string; description: string; items: ValueItem[] };
  vision: { title: string; text: string };
  mission: { title: string; text: string };
  stats: { title: string };
  whyUs: { eyebrow: string; title: string; points: string[]; callLabel: string };
  values: { title: string; description: string; items: ValueItem[] };
  timeline: { eyebrow: string; title: string; image: ImageRef };
}

export const about: AboutContent = {
  hero: {
    eyebrow: "About us",
    title: "Compliance partners for Indian employers",
    description:
      "A team of advocates, HR specialists and payroll experts who keep businesses on the right side of labour law.",
    button: { label: "Read our story", to: "/about#our-story" },
  },
  intro: {
    eyebrow: "Our story",
    title: "Helping businesses keep their promises to their people",
    paragraphs: [
      "We began in Jaipur as a small labour-law practice. Factory owners kept asking the same questions: which licence, which register, which due date. We built a firm that answers them every month, before they become notices.",
      "Today we are a trusted partner for 100+ corporates, with 180+ experts across India, 50+ vendor audits every month and 1500+ trainings provided, delivered with our own resources and infrastructure.",
    ],
    button: { label: "Meet the team behind the work", to: "/about#why-us" },
  },
  coreValues: {
    title: "Our core values",
    description: "The principles behind every register we maintain and every return we file.",
    items: [
      {
        id: "integrity",
        title: "Integrity",
        description: "We tell you what the law requires, even when it is not what you hoped to hear.",
        icon: "scale",
      },
      {
        id: "accuracy",
        title: "Accuracy",
        description: "Every figure is checked twice before it reaches a government portal.",
        icon: "shield-check",
      },
      {
        id: "partnership",
        title: "Partnership",
        description: "We work as an extension of your HR team, not a vendor at arm's length.",
        icon: "handshake",
      },
      {
        id: "clarity",
        title: "Clarity",
        description: "Plain language, clear scopes and reports anyone in your business can read.",
        icon: "lightbulb",
      },
    ],
  },
  vision: {
    title: "Our vision",
    text: "An India where every employer, large or small, can meet its duties to its workers without fear of the inspector's visit.",
  },
  mission: {
    title: "Our mission",
    text: "To make HR and labour-law compliance simple, reliable and affordable, through expert people, disciplined processes and honest advice.",
  },
  stats: { title: "Trusted by businesses across India" },
  whyUs: {
    eyebrow: "Why choose us",
    title: "Why businesses stay with us",
    points: [
      "Advocates and HR specialists on one team, so legal and practical advice agree",
      "A monthly compliance calendar: every due date tracked, every filing confirmed",
      "Our own resources and infrastructure in every engagement",
      "One point of contact who knows your business",
      "Ready for the Labour Codes in force since 21 November 2025",
    ],
    callLabel: "Call for a consultation",
  },
  values: {
    title: "How we work with you",
    description: "What you can expect from the first call onwards.",
    items: [
      {
        id: "responsive",
        title: "Responsive",
        description: "Answers within one working day, and round-the-clock help on Platinum.",
        icon: "clock",
      },
      {
        id: "people-first",
        title: "People first",
        description: "Compliance protects workers; we never lose sight of the people behind the registers.",
        icon: "users",
      },
      {
        id: "proactive",
        title: "Proactive",
        description: "We flag changes in the law before they affect your payroll.",
        icon: "lightbulb",
      },
    ],
  },
  timeline: {
    eyebrow: "Our journey",
    title: "From a Jaipur practice to a national partner",
    image: {
      src: "/images/about/journey.svg",
      alt: "Illustration of a road with milestones rising towards a city skyline",
      width: 560,
      height: 640,
    },
  },
};
