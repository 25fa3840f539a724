import { rulesOn, type FigureOverride, type LabourRules } from "../../../contract/labour-rules-on.ts";
import type { Db } from "../../db/connection.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { listFigureEntries, overridesOf } from "./figures.repository.ts";

/**
 * The rules the tools use on a given day in India, read once per process and kept until a figure
 * is entered here or on another instance (the content bus's "figures" event drops them). The date
 * is part of the key, so an entry made ahead of its effective date switches on at that date's
 * midnight in India on every instance without any event. Without `content` nothing is kept (a
 * process that hears no change must not keep one).
 */
export class FiguresInForce {
  readonly #db: Db;
  readonly #keep: boolean;
  #overrides: Promise<FigureOverride[]> | undefined;
  readonly #byDate = new Map<string, LabourRules>();

  constructor(db: Db, content?: ContentEvents) {
    this.#db = db;
    this.#keep = content !== undefined;
    content?.on((kind) => {
      if (kind !== "figures") return;
      this.#overrides = undefined;
      this.#byDate.clear();
    });
  }

  async rulesOn(isoDate: string): Promise<LabourRules> {
    const kept = this.#byDate.get(isoDate);
    if (kept) return kept;
    const loading = this.#overrides ?? listFigureEntries(this.#db).then(overridesOf);
    if (this.#keep) this.#overrides = loading;
    let overrides: FigureOverride[];
    try {
      overrides = await loading;
    } catch (err) {
      // A failed read is not kept: the next request tries again.
      if (this.#overrides === loading) this.#overrides = undefined;
      throw err;
    }
    const rules = rulesOn(overrides, isoDate);
    if (this.#keep && this.#overrides === loading) {
      // A few days at most (today, and tomorrow around midnight); older ones go.
      if (this.#byDate.size >= 4) this.#byDate.clear();
      this.#byDate.set(isoDate, rules);
    }
    return rules;
  }
}
