import type { CalendarRules, DueDateMove } from "../../../contract/rules/calendar-dates.ts";
import { rulesOn, type FigureOverride, type LabourRules } from "../../../contract/rules/labour-rules-on.ts";
import type { Db } from "../../db/connection.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { listDueDateChanges, listFigureEntries, overridesOf } from "./figures.repository.ts";

interface Entered {
  overrides: FigureOverride[];
  moves: DueDateMove[];
}

/**
 * The rules the tools use on a given day in India, read once per process and kept until a figure
 * or a moved due date is entered here or on another instance (the content bus's "figures" event
 * drops them). The date is part of the key, so an entry made ahead of its effective date switches
 * on at that date's midnight in India on every instance without any event. Without `content`
 * nothing is kept (a process that hears no change must not keep one).
 */
export class FiguresInForce {
  readonly #db: Db;
  readonly #keep: boolean;
  #entered: Promise<Entered> | undefined;
  readonly #byDate = new Map<string, LabourRules>();

  constructor(db: Db, content?: ContentEvents) {
    this.#db = db;
    this.#keep = content !== undefined;
    content?.on((kind) => {
      if (kind !== "figures") return;
      this.#entered = undefined;
      this.#byDate.clear();
    });
  }

  async rulesOn(isoDate: string): Promise<LabourRules> {
    const kept = this.#byDate.get(isoDate);
    if (kept) return kept;
    const loading = this.#load();
    const rules = rulesOn((await loading).overrides, isoDate);
    if (this.#keep && this.#entered === loading) {
      // A few days at most (today, and tomorrow around midnight); older ones go.
      if (this.#byDate.size >= 4) this.#byDate.clear();
      this.#byDate.set(isoDate, rules);
    }
    return rules;
  }

  /** The calendar on a day: the rules in force and every moved period (each names its own date). */
  async calendarOn(isoDate: string): Promise<CalendarRules> {
    const [rules, { moves }] = await Promise.all([this.rulesOn(isoDate), this.#load()]);
    return { rules, moves };
  }

  #load(): Promise<Entered> {
    if (this.#entered) return this.#entered;
    const loading = Promise.all([listFigureEntries(this.#db), listDueDateChanges(this.#db)]).then(
      ([entries, changes]) => ({
        overrides: overridesOf(entries),
        moves: changes.map(({ obligationId, dueDate, newDate }) => ({ obligationId, dueDate, newDate })),
      }),
    );
    if (this.#keep) {
      this.#entered = loading;
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (this.#entered === loading) this.#entered = undefined;
      });
    }
    return loading;
  }
}
