import { establishmentKindIds, type EstablishmentKind } from "../../../contract/rules/establishment-kinds.ts";
import { indianStates } from "../../../contract/shared/indian-states.ts";
import { DEFAULT_STATE } from "../../../contract/shop/orders.ts";
import type { CalendarFilter } from "../../../contract/rules/calendar-dates.ts";

/** A stored or posted filter, checked against the calendar's lists; anything else is the default. */
export function calendarFilterOf(state: string | null | undefined, kind: string | null | undefined): CalendarFilter {
  return {
    state: (indianStates as readonly string[]).includes(state ?? "") ? (state as string) : DEFAULT_STATE,
    kind: (establishmentKindIds as readonly string[]).includes(kind ?? "") ? (kind as EstablishmentKind) : "all",
  };
}
