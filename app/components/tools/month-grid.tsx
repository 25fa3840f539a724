import { calendarCopy } from "../../content/tools.ts";
import { calendarCopyHi } from "../../content/hi/tools.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";
import { dateParts, type DueDate } from "../../../contract/rules/calendar-dates.ts";

const gridWords = {
  en: { weekdays: calendarCopy.weekdays, today: "today" },
  hi: { weekdays: calendarCopyHi.weekdays, today: "आज" },
};

/**
 * A month as a table, Monday first: each day with a due date links to that date's details in the
 * list below the grid. Today is marked.
 */
export function MonthGrid({
  caption,
  weeks,
  dues,
  today,
}: {
  caption: string;
  weeks: (string | null)[][];
  dues: readonly DueDate[];
  today: string;
}) {
  const words = gridWords[useLanguage()];
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="month-grid">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {words.weekdays.map((day) => (
            <th key={day} scope="col" className="pb-1 text-center text-xs font-semibold text-muted uppercase">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean) ?? ""}>
            {week.map((date, i) => {
              const items = date ? dues.filter((d) => d.date === date) : [];
              const isToday = date === today;
              return (
                <td
                  key={date ?? `blank-${i}`}
                  className={`h-16 border border-line p-0.5 align-top sm:h-20 sm:p-1 ${date ? "bg-white" : "bg-surface"} ${isToday ? "outline-2 -outline-offset-2 outline-accent-strong" : ""}`}
                >
                  {date ? (
                    <>
                      <span className={`block text-xs font-semibold ${isToday ? "text-primary-strong" : "text-muted"}`}>
                        {dateParts(date).day}
                        {isToday ? <span className="sr-only"> ({words.today})</span> : null}
                      </span>
                      {items.length ? (
                        <a
                          href={`#due-${date}`}
                          className="mt-0.5 block rounded leading-tight text-primary-strong no-underline hover:underline"
                        >
                          {items.map((d) => (
                            <span
                              key={d.obligation.id}
                              className="mt-0.5 block overflow-hidden rounded bg-primary-soft text-[0.625rem] font-semibold text-ellipsis whitespace-nowrap sm:px-1 sm:text-xs"
                            >
                              {d.obligation.short}
                            </span>
                          ))}
                        </a>
                      ) : null}
                    </>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
