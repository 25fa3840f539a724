import { Link } from "react-router";
import { calendarCopy } from "../../content/tools.ts";
import { calendarCopyHi } from "../../content/hi/tools.ts";
import { MONTHS } from "../../../contract/shared/format.ts";
import { HINDI_MONTHS } from "../../../contract/shared/format-hi.ts";
import { closedDayNote, dateParts, longDate, type DueDate } from "../../../contract/rules/calendar-dates.ts";
import { closedDayNoteHi, longDateHi } from "../../../contract/rules/calendar-hi.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";
import { caveatInHindi } from "../../lib/tools/tool-language.ts";
import { sourcesOf } from "../../../contract/rules/labour-rules-on.ts";
import { CaveatMarks, SourceMarks } from "./marks.tsx";

/** The card's words and dates in each language (the Hindi page's dues arrive already in Hindi). */
const cardWords = {
  en: {
    copy: calendarCopy,
    badgeMonth: (month: number) => MONTHS[month - 1]!.slice(0, 3),
    longDate,
    moved: (from: string) => `Extended for this period from ${longDate(from)} (see the updates page).`,
    closed: closedDayNote,
    caveat: (text: string) => text,
  },
  hi: {
    copy: calendarCopyHi,
    badgeMonth: (month: number) => HINDI_MONTHS[month - 1]!,
    longDate: longDateHi,
    moved: (from: string) => `इस अवधि के लिए ${longDateHi(from)} से आगे बढ़ाई गई (अपडेट पेज देखें)।`,
    closed: closedDayNoteHi,
    caveat: caveatInHindi,
  },
};

/** One due date of the calendar: when, what, how and where, the cost of missing it, and its sources. */
export function DueDateCard({
  due,
  caveats,
  id,
}: {
  due: DueDate;
  caveats: readonly string[];
  id?: string | undefined;
}) {
  const { copy, ...words } = cardWords[useLanguage()];
  const { obligation: o } = due;
  const { day, month } = dateParts(due.date);
  const sources = [...new Set(o.figures.flatMap(sourcesOf))];
  const lineCaveats = [...new Set(o.figures.flatMap((f) => (f.uncertain ? [words.caveat(f.uncertain)] : [])))];
  return (
    <li
      id={id}
      className="flex scroll-mt-24 gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
      data-testid="due-date"
    >
      <time
        dateTime={due.date}
        className="flex w-14 shrink-0 flex-col items-center self-start rounded-lg bg-primary py-1.5 text-white"
      >
        {/* The full date in text, not aria-label: a time element may not carry one (valid HTML). */}
        <span aria-hidden="true" className="text-xl leading-tight font-bold">
          {day}
        </span>
        <span aria-hidden="true" className="text-xs font-semibold tracking-wide uppercase">
          {words.badgeMonth(month)}
        </span>
        <span className="sr-only">{words.longDate(due.date)}</span>
      </time>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-bold">
          {o.title} <span className="font-normal text-muted">{due.period}</span>
          <CaveatMarks lineCaveats={lineCaveats} caveats={caveats} />
        </h3>
        {due.movedFrom ? (
          <p className="mt-1 text-base font-semibold text-accent-ink" data-testid="moved-date">
            {words.moved(due.movedFrom)}
          </p>
        ) : null}
        {due.closed ? (
          <p className="mt-1 text-base font-semibold text-accent-ink" data-testid="closed-day">
            ⚠ {words.closed(due.closed)}
          </p>
        ) : null}
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-base sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold text-muted">{copy.what}</dt>
          <dd>{o.what}</dd>
          <dt className="font-semibold text-muted">{copy.how}</dt>
          <dd>
            {o.how}
            {o.portal ? (
              <>
                {" "}
                <a href={o.portal.href} className="text-info underline" rel="noopener">
                  {o.portal.label}
                </a>
              </>
            ) : null}
          </dd>
          <dt className="font-semibold text-muted">{copy.consequence}</dt>
          <dd>{o.consequence}</dd>
          <dt className="font-semibold text-muted">{copy.applies}</dt>
          <dd>
            {o.appliesWhen}
            <span className="text-sm text-muted">
              <SourceMarks sources={sources} />
            </span>
          </dd>
        </dl>
        {o.guide ? (
          <p className="mt-2 text-sm">
            {copy.guide}:{" "}
            <Link to={o.guide.path} className="font-semibold text-info underline">
              {o.guide.label}
            </Link>
          </p>
        ) : null}
      </div>
    </li>
  );
}
