import { MONTHS } from "../shared/format.ts";
import { labourRules, type Figure } from "./labour-rules.ts";
import type { SourceLink } from "../legal-content/legal-review.ts";
import type { SourceKey } from "./labour-sources.ts";

/** A figure's value type as staff may change it: a literal 21000 of the typed file becomes `number`. */
type Widened<T> = T extends number ? number : T;

/** A figure whose value may differ from the typed file's (an entry made in the console). */
type InForce<F> = F extends Figure<infer V> ? Omit<F, "value"> & { readonly value: Widened<V> } : never;

/**
 * The calculators' rules on one day: the shape of `labourRules`, with the numbers staff can change
 * typed as numbers. Passed to every calculator as a value, never read from module state, so one
 * process can answer for today and a test for next month (decision 084).
 */
export type LabourRules = {
  readonly [G in keyof typeof labourRules]: {
    readonly [K in keyof (typeof labourRules)[G]]: InForce<(typeof labourRules)[G][K]>;
  };
};

/** A figure's value entered by staff, in force from `effectiveFrom` (an ISO date in India) on. */
export interface FigureOverride {
  /** "group.name" of the typed file, e.g. "esi.wageCeiling". */
  key: string;
  value: number;
  effectiveFrom: string;
  source: SourceLink;
}

/** An entered figure also names the official notice it rests on, shown beside the tools' answers. */
export interface EnteredFigure {
  official?: SourceLink;
}

/** Where an answer's figure comes from: a key of the fact sheet's sources, or an entered figure's official notice. */
export type AnswerSource = SourceKey | SourceLink;

/** A figure's sources as an answer lists them: the fact sheet's keys, or the notice entered with a new value. */
export function sourcesOf(figure: Figure<unknown>): AnswerSource[] {
  const { official } = figure as Figure<unknown> & EnteredFigure;
  return official ? [...figure.sources, official] : [...figure.sources];
}

/**
 * The rules in force on `isoDate`: each figure that has entries on or before that date takes the
 * latest of them (by effective date; the later entry wins a tie, so a correction replaces a
 * mistake); every other figure is the typed default. An entered figure's date is its effective
 * date, its source the official notice entered with it, and the typed file's ⚠ doubt about the old
 * value is dropped with the old value. Pure: the same overrides and date give the same rules.
 */
export function rulesOn(overrides: readonly FigureOverride[], isoDate: string): LabourRules {
  const latest = new Map<string, FigureOverride>();
  for (const entry of overrides) {
    if (entry.effectiveFrom > isoDate) continue;
    const held = latest.get(entry.key);
    if (!held || entry.effectiveFrom >= held.effectiveFrom) latest.set(entry.key, entry);
  }
  if (latest.size === 0) return labourRules;
  const groups: Record<string, Record<string, unknown>> = {};
  for (const [group, figures] of Object.entries(labourRules)) {
    groups[group] = { ...figures };
  }
  for (const [key, entry] of latest) {
    const [group, name] = key.split(".") as [string, string];
    const figure = groups[group]?.[name] as Figure<unknown> | undefined;
    if (!figure || typeof figure.value !== "number") continue;
    const { uncertain: _dropped, ...rest } = figure;
    groups[group]![name] = {
      ...rest,
      value: entry.value,
      sources: [],
      asOf: dayMonthYear(entry.effectiveFrom),
      official: entry.source,
    } satisfies Figure<number> & EnteredFigure;
  }
  return groups as unknown as LabourRules;
}

/** "1 Dec 2026", the typed file's way of dating a figure. */
function dayMonthYear(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]!.slice(0, 3)} ${year}`;
}
