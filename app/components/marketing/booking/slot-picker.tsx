import { slotDay, slotTime, type Slot } from "../../../../contract/api/bookings.ts";

/** Slots grouped by their date in India, in order. */
function byDay(slots: readonly Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = slot.start.slice(0, 10);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days];
}

/**
 * The free slots as one radio group (`start`), a fieldset per day: without JavaScript every day is
 * shown and the form posts the choice; the page's script (app/browser/booking-picker.ts) shows the
 * day buttons and one day at a time, and books without reloading.
 */
export function SlotPicker({
  slots,
  legend,
  daysLabel,
  selected,
  error,
}: {
  slots: readonly Slot[];
  legend: string;
  daysLabel: string;
  selected?: string | undefined;
  error?: string | undefined;
}) {
  const days = byDay(slots);
  return (
    <fieldset data-slot-picker aria-describedby={error ? "start-error" : undefined}>
      <legend className="text-lg font-bold">{legend}</legend>
      {error ? (
        <p id="start-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div data-slot-days hidden role="group" aria-label={daysLabel} className="mt-3 flex flex-wrap gap-2">
        {days.map(([date, daySlots], index) => (
          <button
            key={date}
            type="button"
            data-slot-day-button={date}
            aria-pressed={index === 0}
            className="rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold text-ink aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white focus-visible:ring-3 focus-visible:ring-accent focus-visible:outline-none"
          >
            {slotDay(daySlots[0]!.start)}
          </button>
        ))}
      </div>
      <div className="mt-3 space-y-4">
        {days.map(([date, daySlots]) => (
          <fieldset key={date} data-slot-day={date}>
            <legend className="text-sm font-semibold text-muted">{slotDay(daySlots[0]!.start)}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {daySlots.map((slot) => (
                <label
                  key={slot.start}
                  className="cursor-pointer rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink has-checked:border-primary has-checked:bg-primary-soft has-checked:font-semibold has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:ring-3 has-focus-visible:ring-accent"
                >
                  <input
                    type="radio"
                    name="start"
                    value={slot.start}
                    required
                    defaultChecked={slot.start === selected}
                    className="sr-only"
                  />
                  {slotTime(slot.start)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
