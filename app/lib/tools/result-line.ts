import type { BasisPoints, Figure } from "../../../contract/labour-rules.ts";
import type { SourceKey } from "../../../contract/labour-sources.ts";
import { formatInr } from "../../../contract/format.ts";

/**
 * One figure of a calculator's answer: the amount, the rule that produced it in words, and the
 * sources and ⚠ caveats of the rule's figures, so the page can say why each number is what it is.
 */
export interface ResultLine {
  id: string;
  label: string;
  amountPaise: number;
  rule: string;
  sources: SourceKey[];
  caveats: string[];
}

/** A sentence that goes with an answer but is not an amount (coverage, eligibility, what else applies). */
export interface ResultNote {
  text: string;
  sources: SourceKey[];
  caveats: string[];
}

type AnyFigure = Figure<unknown>;

const unique = <T>(items: T[]): T[] => [...new Set(items)];

function traced(figures: AnyFigure[]): { sources: SourceKey[]; caveats: string[] } {
  return {
    sources: unique(figures.flatMap((f) => f.sources)),
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

export type Rounding = "nearest" | "up";

/**
 * A rate applied to an amount, in whole rupees, as paise. Integer arithmetic throughout: paise ×
 * basis points is the share in millionths of a rupee, so no floating-point tail can tip a rounding.
 */
export function rupeeShare(amountPaise: number, rate: BasisPoints, rounding: Rounding): number {
  const millionths = amountPaise * rate;
  const rupees = rounding === "up" ? Math.ceil(millionths / 1_000_000) : Math.floor((millionths + 500_000) / 1_000_000);
  return rupees * 100;
}

/** A rate for people: 1200 → "12%", 833 → "8.33%", 50 → "0.5%". */
export function percentText(rate: BasisPoints): string {
  return `${(rate / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}

/** Whole rupees for rule texts: ₹15,000 (no paise when there are none). */
export function rupeesText(paise: number): string {
  const text = formatInr(paise / 100);
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}
