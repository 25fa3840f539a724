import { useState } from "react";
import type { BookingRules } from "../../../contract/api/bookings.ts";
import { adminMessages } from "../../../contract/console/admin.ts";
import { consoleBookingPaths } from "../../../contract/console/bookings.ts";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { ErrorBanner } from "./error-banner.tsx";
import { lines, LinesField } from "./lines-field.tsx";

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const numbers = [
  ["slotMinutes", "Slot length (minutes)", "10 to 240"],
  ["bufferMinutes", "Buffer around each booking (minutes)", "0 to 120"],
  ["horizonDays", "How far ahead (days)", "1 to 60, today included"],
  ["noticeHours", "Least notice (hours)", "0 to 168"],
  ["maxPerDay", "Most bookings a day", "1 to 50"],
  ["changeCutoffHours", "Visitors may change until (hours before)", "0 to 168"],
] as const;

type NumberKey = (typeof numbers)[number][0];

/** The form's text: each weekday open or closed with its times, holidays one per line, numbers as typed. */
interface SettingsDraft {
  days: { open: boolean; from: string; to: string }[];
  holidays: string;
  numbers: Record<NumberKey, string>;
}

function draftOf(rules: BookingRules): SettingsDraft {
  return {
    days: rules.weeklyHours.map((hours) => ({
      open: hours !== null,
      from: hours?.open ?? "09:00",
      to: hours?.close ?? "18:00",
    })),
    holidays: rules.holidays.map((h) => `${h.date} ${h.label}`).join("\n"),
    numbers: Object.fromEntries(numbers.map(([key]) => [key, String(rules[key])])) as Record<NumberKey, string>,
  };
}

function rulesOf(draft: SettingsDraft): BookingRules {
  return {
    weeklyHours: draft.days.map((day) => (day.open ? { open: day.from, close: day.to } : null)),
    holidays: lines(draft.holidays).map((line) => {
      const [date = "", ...label] = line.split(/\s+/);
      return { date, label: label.join(" ") };
    }),
    ...(Object.fromEntries(numbers.map(([key]) => [key, Number(draft.numbers[key])])) as Record<NumberKey, number>),
  };
}

/**
 * The booking rules (issue 31): weekly hours per weekday, holidays, slot length, buffer, horizon,
 * least notice, most a day and the visitors' cut-off. The server checks them; /book follows at once.
 */
export function BookingSettingsForm({ rules }: { rules: BookingRules }) {
  const call = useAdminApi();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useApiForm<SettingsDraft>({
    initial: () => draftOf(rules),
    submit: async (draft) => {
      setSaved(null);
      const answer = await call<{ message: string; rules: BookingRules }>(consoleBookingPaths.settings, {
        method: "PATCH",
        json: rulesOf(draft),
        fallbackMessage: adminMessages.saveFailed,
      });
      form.setValues(draftOf(answer.rules));
      setSaved(answer.message);
    },
    fallback: adminMessages.saveFailed,
  });
  const { values, busy } = form;
  const setDay = (index: number, change: Partial<SettingsDraft["days"][number]>) =>
    form.update(
      "days",
      values.days.map((day, i) => (i === index ? { ...day, ...change } : day)),
    );

  return (
    <form onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-6">
      <ErrorBanner message={form.banner} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold">Weekly hours (IST)</legend>
        {values.days.map((day, index) => (
          <div key={weekdays[index]} className="grid items-end gap-3 sm:grid-cols-[10rem_1fr_1fr]">
            <label className="flex items-center gap-2 font-semibold">
              <input
                type="checkbox"
                checked={day.open}
                onChange={(e) => setDay(index, { open: e.target.checked })}
                disabled={busy}
              />
              {weekdays[index]} open
            </label>
            <TextField
              label={`${weekdays[index]} opens`}
              type="time"
              value={day.from}
              onChange={(e) => setDay(index, { from: e.target.value })}
              disabled={busy || !day.open}
            />
            <TextField
              label={`${weekdays[index]} closes`}
              type="time"
              value={day.to}
              onChange={(e) => setDay(index, { to: e.target.value })}
              disabled={busy || !day.open}
            />
          </div>
        ))}
      </fieldset>
      <LinesField
        id="booking-holidays"
        label="Holidays"
        hint="One per line: the date, then its name, e.g. 2026-11-08 Diwali."
        value={values.holidays}
        onChange={(value) => form.update("holidays", value)}
        error={undefined}
        disabled={busy}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Slots</legend>
        {numbers.map(([key, label, hint]) => (
          <TextField
            key={key}
            label={label}
            hint={hint}
            inputMode="numeric"
            value={values.numbers[key]}
            onChange={(e) => form.update("numbers", { ...values.numbers, [key]: e.target.value })}
            disabled={busy}
          />
        ))}
      </fieldset>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Saving..." : "Save booking settings"}
      </Button>
      {saved ? (
        <p role="status" className="text-success">
          {saved}
        </p>
      ) : null}
    </form>
  );
}
