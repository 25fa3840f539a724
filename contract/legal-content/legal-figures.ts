import { labourRules } from "../rules/labour-rules.ts";
import type { SourceLink } from "./legal-review.ts";

/**
 * The legal figures staff keep in the console (issue 27, decision 084): every number of the typed
 * rules file (`labour-rules.ts`) can be given a new value from a date on, and a due date of the
 * compliance calendar can be moved for one period. Each entry carries its official source, its
 * review date and the one sentence that /updates shows for it.
 */

/** The tools each group of figures feeds, for the "pages it touches" of /updates. */
const toolPaths = {
  pfEsi: "/tools/pf-esi-calculator",
  gratuity: "/tools/gratuity-calculator",
  bonus: "/tools/bonus-calculator",
  calendar: "/tools/compliance-calendar",
  whichLaws: "/tools/which-laws-apply",
} as const;

const groups: Record<keyof typeof labourRules, { label: string; pages: readonly string[] }> = {
  codeWages: { label: "Code on Wages", pages: [toolPaths.pfEsi, toolPaths.gratuity, toolPaths.bonus] },
  epf: { label: "EPF", pages: [toolPaths.pfEsi, toolPaths.whichLaws, toolPaths.calendar] },
  esi: { label: "ESI", pages: [toolPaths.pfEsi, toolPaths.whichLaws, toolPaths.calendar] },
  gratuity: { label: "Gratuity", pages: [toolPaths.gratuity, toolPaths.whichLaws] },
  bonus: { label: "Bonus", pages: [toolPaths.bonus, toolPaths.whichLaws, toolPaths.calendar] },
  minimumWage: { label: "Minimum wage", pages: [toolPaths.bonus] },
  wages: { label: "Wages", pages: [toolPaths.whichLaws, toolPaths.calendar] },
  stateLevies: { label: "State levies", pages: [toolPaths.pfEsi, toolPaths.calendar] },
  holidays: { label: "Holidays", pages: [toolPaths.calendar] },
  tds: { label: "TDS", pages: [toolPaths.calendar] },
  posh: { label: "POSH", pages: [toolPaths.whichLaws, toolPaths.calendar] },
  factory: { label: "Factories", pages: [toolPaths.whichLaws, toolPaths.calendar] },
  coverage: { label: "Coverage", pages: [toolPaths.whichLaws] },
  thresholds: { label: "Thresholds", pages: [toolPaths.whichLaws] },
};

/** One figure staff can change: its key, a label for people, the typed value and the pages it feeds. */
export interface EditableFigure {
  key: string;
  label: string;
  /** The group's key (epf, esi …): the topic a subscriber may choose. */
  topic: string;
  typedValue: number;
  pages: readonly string[];
}

/** "wageCeiling" → "wage ceiling". */
const words = (name: string) => name.replace(/([A-Z])/g, " $1").toLowerCase();

/** Every number of the rules file, in its order. Texts and lists stay in code (they are not figures). */
export const editableFigures: readonly EditableFigure[] = Object.entries(labourRules).flatMap(([group, figures]) =>
  Object.entries(figures).flatMap(([name, figure]) => {
    const value: unknown = figure.value;
    if (typeof value !== "number") return [];
    const { label, pages } = groups[group as keyof typeof labourRules];
    return [{ key: `${group}.${name}`, label: `${label}: ${words(name)}`, topic: group, typedValue: value, pages }];
  }),
);

export function editableFigure(key: string): EditableFigure | undefined {
  return editableFigures.find((f) => f.key === key);
}

/** A value entered for a figure, as the console lists it. */
export interface FigureEntry {
  id: number;
  key: string;
  value: number;
  /** ISO date in India from which the value applies. */
  effectiveFrom: string;
  source: SourceLink;
  reviewed: string;
  summary: string;
  createdAt: string;
  createdBy: string | null;
}

/** A due date moved for one period: the obligation's date `dueDate` becomes `newDate`. */
export interface DueDateChange {
  id: number;
  obligationId: string;
  dueDate: string;
  newDate: string;
  source: SourceLink;
  reviewed: string;
  summary: string;
  createdAt: string;
  createdBy: string | null;
}

/** One figure in the console: what applies today, what is scheduled, what applied before. */
export interface FigureStatus extends EditableFigure {
  current: { value: number; effectiveFrom: string | null };
  scheduled: FigureEntry[];
  history: FigureEntry[];
}

export interface FiguresList {
  today: string;
  figures: FigureStatus[];
  /** The calendar's obligations, whose due dates can be moved. */
  obligations: { id: string; title: string }[];
  dueDateChanges: DueDateChange[];
}

export const figureAdminPaths = {
  figures: "/api/admin/figures",
  dueDateChanges: "/api/admin/due-date-changes",
} as const;

export const figureMessages = {
  keyUnknown: "Choose a figure from the list.",
  valueInvalid: "Enter the new value as a number (rates in hundredths of a per cent: 75 is 0.75%).",
  effectiveInvalid: "Enter the date from which the value applies.",
  summaryRequired: "Say in one sentence what changed (it is shown on the updates page).",
  summaryTooLong: "Keep the summary to one sentence of at most 300 characters.",
  obligationUnknown: "Choose a due date from the calendar's list.",
  dueDateInvalid: "Enter the due date being moved as it stands in the calendar.",
  dueDateNotInCalendar: "That date is not one of this obligation's due dates in the calendar.",
  newDateInvalid: "Enter the new due date.",
  saved: "Saved. It applies from its effective date and is listed on the updates page.",
  dueDateSaved: "Saved. The calendar shows the new date for that period and the change is on the updates page.",
} as const;
