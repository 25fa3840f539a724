import type { Obligation } from "../../../contract/rules/compliance-calendar.ts";
import { sourcesOf } from "../../../contract/rules/labour-rules-on.ts";
import { labourSources } from "../../../contract/rules/labour-sources.ts";
import { calendarCopy } from "../../content/tools.ts";
import { calendarCopyHi } from "../../content/hi/tools.ts";
import { obligationInHindi } from "../../../contract/rules/calendar-hi.ts";
import type { Language } from "../../../contract/shared/language.ts";
import { caveatInHindi } from "./tool-language.ts";
import {
  addDays,
  dateParts,
  isoDate,
  obligationsFor,
  occurrences,
  type CalendarFilter,
  type CalendarRules,
} from "../../../contract/rules/calendar-dates.ts";
import { escapeText, icsDocument, kolkataTimezone } from "../../../contract/shared/ics-text.ts";

/**
 * The compliance calendar as an iCalendar feed (RFC 5545). Each obligation is one recurring
 * all-day event per day of the year it falls on (a due date is a day in India, not an instant),
 * with a RRULE, so the feed never runs out and its text changes only when the rules do: UIDs are
 * "<obligation>[-MMDD]@<host>", DTSTAMP is the rules' review date and the recurrences start at
 * `feedEpoch`. The calendar declares Asia/Kolkata (VTIMEZONE, X-WR-TIMEZONE) and each event
 * carries a display alarm three days before.
 */
export interface FeedOptions {
  filter: CalendarFilter;
  /** The rules in force and the periods an authority moved (decision 084). */
  calendar: CalendarRules;
  /** Absolute URL of the calendar page (event links, and the UID host). */
  pageUrl: string;
  /** The rules' review date, as the DTSTAMP of every event. */
  stamp: string;
  calendarName: string;
  description: string;
  productId: string;
  /** The language of the events' names and descriptions (`?lang=hi`, issue 29); English by default. */
  language?: Language;
}

/** The events' own words in each language; the feed's structure and dates are the same. */
const feedWords = {
  en: {
    how: "How",
    where: "Where",
    consequence: "If missed",
    applies: "Applies to",
    closedDay: calendarCopy.closedDayFeed,
    caveat: (text: string) => text,
    sources: "Sources",
    check: "Rules change often: check the current position with the authority before you act.",
    due: (title: string) => `${title} due`,
    dueSoon: (title: string) => `${title} due in three days`,
  },
  hi: {
    how: "कैसे",
    where: "कहाँ",
    consequence: "चूकने पर",
    applies: "किन पर लागू",
    closedDay: calendarCopyHi.closedDayFeed,
    caveat: caveatInHindi,
    sources: "स्रोत",
    check: "श्रम नियम अक्सर बदलते हैं: कोई क़दम उठाने से पहले संबंधित प्राधिकरण से वर्तमान स्थिति की पुष्टि कर लें।",
    due: (title: string) => `देय: ${title}`,
    dueSoon: (title: string) => `तीन दिन में देय: ${title}`,
  },
};

/** Where every recurrence starts: a fixed date, so the feed's text does not change with the day. */
export const feedEpoch = "2026-01-01";

const compact = (iso: string) => iso.replaceAll("-", "");

/** The recurring events of one obligation: one per day of the year for yearly dates, one otherwise. */
function eventsOf(obligation: Obligation): { uidSuffix: string; rule: string; first: string }[] {
  const { recurrence } = obligation;
  const horizon = addDays(feedEpoch, 366);
  if (recurrence.every === "month") {
    const except = recurrence.exceptMonths ?? [];
    const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => !except.includes(m));
    return [
      {
        uidSuffix: "",
        rule: `FREQ=MONTHLY;BYMONTHDAY=${recurrence.day}${except.length ? `;BYMONTH=${months.join(",")}` : ""}`,
        first: occurrences(obligation, feedEpoch, horizon)[0]!,
      },
    ];
  }
  return recurrence.dates.map((d) => {
    const { year } = dateParts(feedEpoch);
    return {
      uidSuffix: `-${String(d.month).padStart(2, "0")}${String(d.day).padStart(2, "0")}`,
      rule: "FREQ=YEARLY",
      first: isoDate(year, d.month, d.day),
    };
  });
}

function describe(obligation: Obligation, pageUrl: string, words: (typeof feedWords)[Language]): string {
  const sources = [...new Set(obligation.figures.flatMap(sourcesOf))]
    .map((source) =>
      typeof source === "string"
        ? `${labourSources[source].site} (${labourSources[source].date})`
        : `${source.name}, ${source.url}`,
    )
    .join("; ");
  const caveats = [
    ...new Set(obligation.figures.flatMap((f) => (f.uncertain ? [`⚠ ${words.caveat(f.uncertain)}`] : []))),
  ];
  return [
    obligation.what,
    `${words.how}: ${obligation.how}`,
    ...(obligation.portal ? [`${words.where}: ${obligation.portal.label}, ${obligation.portal.href}`] : []),
    `${words.consequence}: ${obligation.consequence}`,
    `${words.applies}: ${obligation.appliesWhen}`,
    words.closedDay,
    ...caveats,
    `${words.sources}: ${sources}`,
    `${words.check} ${pageUrl}`,
  ].join("\n");
}

/** The whole feed, CRLF line endings, folded. */
export function calendarFeed(options: FeedOptions): string {
  const host = new URL(options.pageUrl).host;
  const stamp = `${compact(options.stamp)}T000000Z`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${options.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `X-WR-CALDESC:${escapeText(options.description)}`,
    "X-WR-TIMEZONE:Asia/Kolkata",
    "REFRESH-INTERVAL;VALUE=DURATION:P1D",
    "X-PUBLISHED-TTL:P1D",
    ...kolkataTimezone,
  ];
  const language = options.language ?? "en";
  const words = feedWords[language];
  for (const statutory of obligationsFor(options.calendar, options.filter)) {
    const obligation = language === "hi" ? obligationInHindi(options.calendar.rules, statutory) : statutory;
    const description = escapeText(describe(obligation, options.pageUrl, words));
    const moves = options.calendar.moves.filter((m) => m.obligationId === obligation.id);
    // A moved period: its statutory date leaves the recurrence (EXDATE) and the new date is an event of its own.
    const events = [
      ...eventsOf(obligation),
      ...moves.map((m) => ({ uidSuffix: `-moved-${compact(m.dueDate)}`, rule: null, first: m.newDate })),
    ];
    for (const event of events) {
      lines.push(
        "BEGIN:VEVENT",
        `UID:${obligation.id}${event.uidSuffix}@${host}`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${compact(event.first)}`,
        `DTEND;VALUE=DATE:${compact(addDays(event.first, 1))}`,
        ...(event.rule ? [`RRULE:${event.rule}`, ...moves.map((m) => `EXDATE;VALUE=DATE:${compact(m.dueDate)}`)] : []),
        `SUMMARY:${escapeText(words.due(obligation.title))}`,
        `DESCRIPTION:${description}`,
        `URL:${options.pageUrl}`,
        "TRANSP:TRANSPARENT",
        "CATEGORIES:Compliance",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        `DESCRIPTION:${escapeText(words.dueSoon(obligation.title))}`,
        "TRIGGER:-P3D",
        "END:VALARM",
        "END:VEVENT",
      );
    }
  }
  lines.push("END:VCALENDAR");
  return icsDocument(lines);
}
