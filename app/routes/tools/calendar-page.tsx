import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { CalendarPlus, Download, Mail } from "lucide-react";
import { reminderMessages, reminderOutcomes, reminderPaths } from "../../../contract/api/reminders.ts";
import { CaveatList, SourceList } from "../../components/tools/caveats-and-sources.tsx";
import { DueDateCard } from "../../components/tools/due-date-card.tsx";
import { MonthGrid } from "../../components/tools/month-grid.tsx";
import { ResultNotes } from "../../components/tools/result-notes.tsx";
import { optionsOf, RadioGroup, SelectField } from "../../components/tools/tool-fields.tsx";
import { ToolForm } from "../../components/tools/tool-form.tsx";
import { ToolLayout } from "../../components/tools/tool-layout.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { HoneypotField } from "../../components/ui/honeypot-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { establishmentKinds } from "../../../contract/rules/establishment-kinds.ts";
import { sourcesOf } from "../../../contract/rules/labour-rules-on.ts";
import { calendarCopy, calendarPage } from "../../content/tools.ts";
import { calendarCopyHi, calendarPageHi } from "../../content/hi/tools.ts";
import { remindersCopyHi } from "../../content/hi/reminders.ts";
import { reminderMessagesHi } from "../../../contract/api/reminders-hi.ts";
import { dueInHindi, longDateHi } from "../../../contract/rules/calendar-hi.ts";
import { HINDI_MONTHS } from "../../../contract/shared/format-hi.ts";
import { pathIn, requestLanguage, type Language } from "../../../contract/shared/language.ts";
import { useToolCopy } from "../../components/tools/use-tool-copy.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { caveatInHindi, formInHindi } from "../../lib/tools/tool-language.ts";
import { servicesContext } from "../../lib/services-context.ts";
import {
  addDays,
  addMonths,
  dateParts,
  daysInMonth,
  dueDatesBetween,
  isoDate,
  longDate,
  monthWeeks,
  type CalendarFilter,
  type DueDate,
} from "../../../contract/rules/calendar-dates.ts";
import { caveatsOf } from "../../lib/tools/result-line.ts";
import { stateLevyNote, stateLevyNoteHi } from "../../lib/tools/state-levies.ts";
import { calendarKeys, readCalendarForm, stateOptions } from "../../lib/tools/tool-forms.ts";
import { toolMeta } from "../../lib/tools/tool-meta.ts";
import { MONTHS } from "../../../contract/shared/format.ts";
import type { Route } from "./+types/calendar-page";

/**
 * The query parameters this page's HTML depends on (the page cache renders those fresh). The
 * bare page depends on today's date: the server clears the page cache when the date in India
 * changes (server/modules/reminders/reminder-job.ts).
 */
export const handle = { ...contentPage, queryKeys: [...calendarKeys, "reminders"] } satisfies PageHandle;

const feedPath = `${calendarPage.path}.ics`;

/** The page in each language; /hi/tools/compliance-calendar is the Hindi one (issue 29). */
const pages = { en: calendarPage, hi: calendarPageHi };
const monthNames: Record<Language, readonly string[]> = { en: MONTHS, hi: HINDI_MONTHS };

function query(filter: CalendarFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ state: filter.state, kind: filter.kind, ...extra });
  return params.toString();
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = requestLanguage(request);
  const hindi = language === "hi";
  const read = readCalendarForm(url.searchParams);
  const form = hindi ? formInHindi(read) : read;
  const page = { ...copyFor(language, pages), path: pathIn(language, calendarPage.path) };
  const months = monthNames[language];
  const services = context.get(servicesContext);
  const today = services.today();
  const calendar = await services.calendarOn(today);
  const { year, month } = form.month ? dateParts(`${form.month}-01`) : dateParts(today);
  let dues: DueDate[];
  let heading: string;
  if (form.view === "list") {
    const now = dateParts(today);
    const ahead = addMonths(now.year, now.month, 12);
    const end = addDays(isoDate(ahead.year, ahead.month, Math.min(now.day, daysInMonth(ahead.year, ahead.month))), -1);
    dues = dueDatesBetween(calendar, form.filter, today, end);
    heading = hindi ? `${longDateHi(today)} से अगले 12 महीने` : `The next 12 months from ${longDate(today)}`;
  } else {
    dues = dueDatesBetween(
      calendar,
      form.filter,
      isoDate(year, month, 1),
      isoDate(year, month, daysInMonth(year, month)),
    );
    heading = `${months[month - 1]} ${year}`;
  }
  // The same dates, worded in Hindi on the Hindi page.
  if (hindi) dues = dues.map((due) => dueInHindi(calendar.rules, due));
  const previous = addMonths(year, month, -1);
  const next = addMonths(year, month, 1);
  const monthParam = (m: { year: number; month: number }) => `${m.year}-${String(m.month).padStart(2, "0")}`;
  const baseUrl = services.publicBaseUrl;
  const feed = `${baseUrl}${feedPath}?${query(form.filter, hindi ? { lang: "hi" } : {})}`;
  const remindersRaw = url.searchParams.get("reminders");
  const reminders = (reminderOutcomes as readonly string[]).includes(remindersRaw ?? "") ? remindersRaw : null;
  const notes = [
    hindi ? stateLevyNoteHi(form.filter.state, "यहाँ शामिल नहीं") : stateLevyNote(form.filter.state, "listed here"),
  ];
  const figures = dues.map((d) => ({
    caveats: [...new Set(d.obligation.figures.flatMap((f) => (f.uncertain ? [f.uncertain] : [])))].map((text) =>
      hindi ? caveatInHindi(text) : text,
    ),
  }));
  return {
    language,
    page,
    form,
    today,
    view: form.view,
    heading,
    dues,
    weeks: form.view === "month" ? monthWeeks(year, month) : [],
    links: {
      previous: `${page.path}?${query(form.filter, { view: "month", month: monthParam(previous) })}`,
      next: `${page.path}?${query(form.filter, { view: "month", month: monthParam(next) })}`,
      previousLabel: `${months[previous.month - 1]} ${previous.year}`,
      nextLabel: `${months[next.month - 1]} ${next.year}`,
      download: feed,
      subscribe: feed.replace(/^https?:/, "webcal:"),
    },
    month: monthParam({ year, month }),
    notes,
    caveats: caveatsOf([...figures, ...notes]),
    sources: [...dues.flatMap((d) => d.obligation.figures.flatMap(sourcesOf)), ...notes.flatMap((n) => n.sources)],
    reminders,
  };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? toolMeta(args.loaderData.page)(args) : []);

/** The filter's choices and the page's few own words, in each language. */
const choices = {
  en: {
    copy: calendarCopy,
    states: stateOptions,
    kinds: [
      { value: "all", label: calendarCopy.kind.all },
      ...establishmentKinds.map((k) => ({ value: k.id, label: k.label })),
    ],
    messages: reminderMessages,
    filter: "Filter",
    months: "Months",
  },
  hi: {
    copy: calendarCopyHi,
    states: remindersCopyHi.stateOptions,
    kinds: remindersCopyHi.kindOptions,
    messages: reminderMessagesHi,
    filter: "फ़िल्टर",
    months: "महीने",
  },
};

export default function ComplianceCalendar({ loaderData: data }: Route.ComponentProps) {
  const { form, page, language } = data;
  const toolCopy = useToolCopy();
  const { copy, states, kinds, messages, ...words } = choices[language];
  const months = monthNames[language];
  // The first card of each date is the grid's link target.
  const firstOfDate = new Set<string>();
  const cardId = (due: DueDate) => {
    if (firstOfDate.has(due.date)) return undefined;
    firstOfDate.add(due.date);
    return `due-${due.date}`;
  };
  const byMonth = new Map<string, DueDate[]>();
  for (const due of data.dues) byMonth.set(due.date.slice(0, 7), [...(byMonth.get(due.date.slice(0, 7)) ?? []), due]);
  return (
    <ToolLayout
      page={page}
      form={
        <div className="space-y-6">
          <ToolForm action={page.path} submitLabel={toolCopy.show} heading={words.filter}>
            <SelectField form={form} name="state" label={copy.state.label} options={states} fallback="Rajasthan" />
            <SelectField form={form} name="kind" label={copy.kind.label} options={kinds} fallback="all" />
            <RadioGroup
              form={form}
              name="view"
              label={copy.view.legend}
              options={optionsOf({ month: copy.view.month, list: copy.view.list })}
              fallback="month"
            />
            {data.view === "month" ? <input type="hidden" name="month" value={data.month} /> : null}
          </ToolForm>
          <section
            aria-labelledby="subscribe-heading"
            className="rounded-card border border-line bg-surface p-5 print:hidden"
          >
            <h2 id="subscribe-heading" className="text-lg font-bold">
              {copy.subscribe.heading}
            </h2>
            <p className="mt-1 text-base text-muted">{copy.subscribe.text}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <a href={data.links.subscribe} className={buttonClass("primary", "md")}>
                <CalendarPlus className="size-5" aria-hidden="true" /> {copy.subscribe.link}
              </a>
              <a
                href={data.links.download}
                download="compliance-calendar.ics"
                className={buttonClass("outline", "md")}
                data-testid="ics-download"
              >
                <Download className="size-5" aria-hidden="true" /> {copy.subscribe.download}
              </a>
            </div>
          </section>
          <section
            id="reminders"
            aria-labelledby="reminders-heading"
            className="scroll-mt-24 rounded-card border border-line bg-white p-5 shadow-card print:hidden"
          >
            <h2 id="reminders-heading" className="flex items-center gap-2 text-lg font-bold">
              <Mail className="size-5 text-primary" aria-hidden="true" /> {copy.reminders.heading}
            </h2>
            <p className="mt-1 text-base text-muted">{copy.reminders.text}</p>
            {data.reminders === "sent" ? (
              <p
                role="status"
                className="mt-3 rounded-lg border border-success bg-success-soft px-3 py-2 text-base font-medium text-success"
              >
                {messages.sent}
              </p>
            ) : null}
            <form method="post" action={reminderPaths.request} className="mt-4 space-y-4">
              <input type="hidden" name="state" value={form.filter.state} />
              <input type="hidden" name="kind" value={form.filter.kind} />
              {/* A signup from the Hindi page is answered, confirmed and reminded in Hindi (issue 29). */}
              {language === "hi" ? <input type="hidden" name="lang" value="hi" /> : null}
              <TextField
                label={copy.reminders.email}
                id="field-reminder-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                error={data.reminders === "invalid" ? messages.invalid : undefined}
              />
              <HoneypotField />
              <Button type="submit" variant="accent">
                {copy.reminders.button}
              </Button>
            </form>
          </section>
        </div>
      }
    >
      <section id="result" aria-labelledby="calendar-heading" className="scroll-mt-24 space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="calendar-heading" className="text-2xl font-bold">
            {data.heading}
          </h2>
          {data.view === "month" ? (
            <nav aria-label={words.months} className="flex gap-2 print:hidden">
              <a href={`${data.links.previous}#result`} className={buttonClass("outline", "sm")}>
                <span aria-hidden="true">←</span> <span className="sr-only">{copy.previous}: </span>
                {data.links.previousLabel}
              </a>
              <a href={`${data.links.next}#result`} className={buttonClass("outline", "sm")}>
                <span className="sr-only">{copy.next}: </span>
                {data.links.nextLabel} <span aria-hidden="true">→</span>
              </a>
            </nav>
          ) : null}
        </div>
        {form.errors["month"] ? <p className="text-base text-danger">{form.errors["month"]}</p> : null}
        {data.view === "month" ? (
          <MonthGrid caption={data.heading} weeks={data.weeks} dues={data.dues} today={data.today} />
        ) : null}
        {data.dues.length === 0 ? <p className="text-base text-muted">{copy.noDates}</p> : null}
        {[...byMonth.entries()].map(([month, dues]) => (
          <div key={month} className="space-y-3">
            {data.view === "list" ? (
              <h3 className="text-xl font-bold">
                {months[Number(month.slice(5)) - 1]} {month.slice(0, 4)}
              </h3>
            ) : null}
            <ol className="space-y-3">
              {dues.map((due) => (
                <DueDateCard
                  key={`${due.date}-${due.obligation.id}`}
                  due={due}
                  caveats={data.caveats}
                  id={cardId(due)}
                />
              ))}
            </ol>
          </div>
        ))}
        <p className="text-sm text-muted">{copy.caveatsNote}</p>
        <ResultNotes notes={data.notes} caveats={data.caveats} />
        <CaveatList caveats={data.caveats} />
        <SourceList sources={data.sources} />
      </section>
    </ToolLayout>
  );
}
