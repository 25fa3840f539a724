import { toolLinks } from "./tool-links.ts";

/** The public list of changes, /updates, and its feed (issue 27, decision 084). */
export const updatesCopy = {
  title: "Updates",
  eyebrow: "What changed",
  intro:
    "Every change we make to a published legal figure, due date or answer on this site, newest first, with the pages it touches and the official source.",
  description:
    "Changes to the labour-law figures, due dates and answers on this site, newest first, each with its official source.",
  empty: "No changes have been published yet.",
  pagesLabel: "Pages",
  sourceLabel: "Official source",
  feedLink: "Follow these updates by RSS",
  feedShort: "RSS",
  /** The line under the tools' figures that leads here. */
  toolsLink: "What changed in these figures",
  feedTitle: "Updates",
} as const;

const pageLabels: Record<string, string> = Object.fromEntries(
  Object.values(toolLinks).map((link) => [link.path, link.label]),
);

/** A page a change touches, as a reader knows it: the tool's name, or the path for other pages. */
export const pageLabel = (path: string): string => pageLabels[path] ?? path;
