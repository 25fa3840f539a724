import { defaultSite } from "../shared/site.ts";

/**
 * Figures shown on the home and about pages (SPEC 1 claims, 9 sample stats, 3 "Stat"). The figures
 * and names are SPEC's own; SPEC's lists disagree with each other (50+ team members beside 180+
 * experts, 500+ happy clients beside 200+ satisfied ones, 24/7 support beside an office closed on
 * Sundays), so a `note` under a figure says what it counts and keeps the pages consistent (issue 20).
 */
export interface Stat {
  id: string;
  name: string;
  value: string;
  /** What the figure counts, where it would otherwise contradict another figure or fact. */
  note?: string;
}

/** SPEC 1: the firm's claims. */
export const claims: Stat[] = [
  { id: "corporates", value: "100+", name: "Corporates trust us as their partner" },
  { id: "experts", value: "180+", name: "Experts across India" },
  { id: "audits", value: "50+", name: "Vendor audits every month" },
  { id: "trainings", value: "1500+", name: "Trainings provided" },
];

/** SPEC 9: the home stats band. */
export const homeStats: Stat[] = [
  {
    id: "experience",
    value: "100+",
    name: "Years of experience across our team",
    note: `Added up across the team; the firm itself dates from ${defaultSite.sinceYear}`,
  },
  { id: "clients", value: "500+", name: "Happy clients", note: `Served since ${defaultSite.sinceYear}` },
  { id: "projects", value: "1000+", name: "Projects delivered" },
  {
    id: "team",
    value: "50+",
    name: "Team members",
    note: "On our own staff; with the associate consultants of our partner network we are 180+ experts",
  },
];

/** SPEC 9: the about page stats. */
export const aboutStats: Stat[] = [
  {
    id: "satisfied",
    value: "200+",
    name: "Satisfied clients",
    note: `Working with us today, of more than 500 served since ${defaultSite.sinceYear}`,
  },
  { id: "retention", value: "95%", name: "Client retention", note: "Of clients on a yearly plan" },
  {
    id: "support",
    value: "24/7",
    name: "Support",
    note: `On the Platinum plan; our office is open ${defaultSite.hours.weekdays}, ${defaultSite.hours.sunday}`,
  },
];
