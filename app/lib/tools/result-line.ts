import type { BasisPoints, Figure } from "../../../contract/rules/labour-rules.ts";
import { sourcesOf, type AnswerSource } from "../../../contract/rules/labour-rules-on.ts";
import { formatPaise, wholeRupeesOf, type Rounding } from "../../../contract/shared/money.ts";

/**
 * One figure of a calculator's answer: the amount, the rule that produced it in words, and the
 * sources and ⚠ caveats of the rule's figures, so the page can say why each number is what it is.
 */
export interface ResultLine {
  id: string;
  label: string;
  amountPaise: number;
  rule: string;
  sources: AnswerSource[];
  caveats: string[];
}

/** A sentence that goes with an answer but is not an amount (coverage, eligibility, what else applies). */
export interface ResultNote {
  text: string;
  sources: AnswerSource[];
  caveats: string[];
}

type AnyFigure = Figure<unknown>;

const unique = <T>(items: T[]): T[] => [...new Set(items)];

function traced(figures: AnyFigure[]): { sources: AnswerSource[]; caveats: string[] } {
  return {
    sources: unique(figures.flatMap(sourcesOf)),
    caveats: unique(figures.flatMap((f) => (f.uncertain ? [f.uncertain] : []))),
  };
}

export function resultLine(
  id: string,
  label: string,
  amountPaise: number,
  rule: string,
  figures: AnyFigure[],
): ResultLine {
  return { id, label, amountPaise, rule, ...traced(figures) };
}

export function resultNote(text: string, figures: AnyFigure[]): ResultNote {
  return { text, ...traced(figures) };
}

/** Every caveat of an answer once, in the order its lines and notes first raise it. */
export function caveatsOf(items: { caveats: string[] }[]): string[] {
  return unique(items.flatMap((item) => item.caveats));
}

/**
 * A rate applied to an amount, in whole rupees, as paise. Integer arithmetic throughout: paise ×
 * basis points over 10,000 (basis points in a whole), so no floating-point tail can tip a rounding.
 */
export function rupeeShare(amountPaise: number, rate: BasisPoints, rounding: Exclude<Rounding, "down">): number {
  return wholeRupeesOf(amountPaise * rate, 10_000, rounding);
}

/** A rate for people: 1200 → "12%", 833 → "8.33%", 50 → "0.5%". */
export function percentText(rate: BasisPoints): string {
  return `${(rate / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}

/** Whole rupees for rule texts: ₹15,000 (no paise when there are none). */
export function rupeesText(paise: number): string {
  return formatPaise(paise, { whole: true });
}
