import type { FastifyBaseLogger } from "fastify";
import { calendarPath } from "../../../contract/api/reminders.ts";
import { pathIn } from "../../../contract/shared/language.ts";
import { closedDayAdviceHi, dueInHindi, longDateHi } from "../../../contract/rules/calendar-hi.ts";
import {
  addDays,
  closedDayAdvice,
  dueDatesBetween,
  indiaToday,
  longDate,
  type CalendarRules,
  type DueDate,
} from "../../../contract/rules/calendar-dates.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import type { Db } from "../../db/connection.ts";
import { dueDateReminder, dueDateReminderHi } from "../../messaging/templates.ts";
import { reminderLink, reminderOneClickUrl } from "./reminder-links.ts";
import { calendarFilterOf } from "./reminder-filter.ts";
import { reminderSubscribers } from "../subscribers/subscribers.repository.ts";
import { sentReminders } from "./reminders.repository.ts";
import { queueDueReminder } from "./reminders.service.ts";

export interface ReminderJobOptions {
  db: Db;
  content: ContentEvents;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
  secret: string;
  /** Called after a run queued e-mails (the outbox worker's wake). */
  queued: () => void;
  /** The calendar in force on a date in India (the figures entered in the console, decision 084). */
  calendarOn: (isoDate: string) => Promise<CalendarRules>;
  /** How often the date watch looks at the date; a minute by default. */
  intervalMs?: number;
}

/** Reminders go out this many days before a date (or on a later day, if the server was down then). */
export const reminderDaysBefore = 3;

/**
 * The compliance calendar's reminders. `queue()`, a scheduled job (server/jobs/jobs.ts, once per
 * cluster), queues for every subscriber with reminders on one e-mail per due date falling in the
 * next three days of their filtered calendar, unless one was queued before: `reminder_sends` holds
 * one row per subscriber and date, inserted in the same transaction as the e-mail, so a restart or
 * a second process never sends twice. `start()` keeps this process's watch on the date in India:
 * when it changes, the pages that show today go stale. The watch stays per process, since each
 * process's page cache must drop them at midnight even when the instance running the jobs is down
 * or its notification is lost, and it costs a clock reading. `run()` does both (tests).
 */
export class ReminderJob {
  readonly #options: ReminderJobOptions;
  #timer: NodeJS.Timeout | undefined;
  #day: string | undefined;

  constructor(options: ReminderJobOptions) {
    this.#options = options;
  }

  /** Starts the date watch (start-server.ts). */
  start(): void {
    this.watchDate(new Date());
    this.#timer = setInterval(() => this.watchDate(new Date()), this.#options.intervalMs ?? 60_000);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** One run as if the time were `now` (tests move it): the date watch, then the queue; answers how many reminder e-mails it queued. */
  async run(now = new Date()): Promise<number> {
    this.watchDate(now);
    return this.queue(now);
  }

  /** Tells the caches when the date in India changed since the last look. */
  watchDate(now: Date): void {
    const today = indiaToday(now);
    if (this.#day !== undefined && this.#day !== today) this.#options.content.changed("date");
    this.#day = today;
  }

  /** Queues the reminder e-mails due at `now`; answers how many. */
  async queue(now: Date): Promise<number> {
    const { db, publicBaseUrl, secret } = this.#options;
    const today = indiaToday(now);

    const from = addDays(today, 1);
    const to = addDays(today, reminderDaysBefore);
    const window: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) window.push(d);
    const calendar = await this.#options.calendarOn(today);
    const subscribers = await reminderSubscribers(db);
    const already = await sentReminders(db, window);
    let queued = 0;
    for (const subscriber of subscribers) {
      const filter = calendarFilterOf(subscriber.state, subscriber.kind);
      const byDate = new Map<string, DueDate[]>();
      for (const due of dueDatesBetween(calendar, filter, from, to))
        byDate.set(due.date, [...(byDate.get(due.date) ?? []), due]);
      for (const [date, dues] of byDate) {
        if (already.has(`${subscriber.id} ${date}`)) continue;
        const message =
          subscriber.language === "hi"
            ? hindiReminder(subscriber.email, date, dues, calendar, publicBaseUrl, secret)
            : dueDateReminder(subscriber.email, {
                // A Sunday or national holiday is said in the date line, so the subject warns as well.
                date: dues[0]?.closed ? `${longDate(date)} (${dues[0].closed}: ${closedDayAdvice})` : longDate(date),
                items: dues.map(({ obligation: o, period }) => ({
                  title: o.title,
                  period,
                  what: o.what,
                  how: o.how,
                  where: o.portal ? `${o.portal.label}, ${o.portal.href}` : null,
                })),
                calendarUrl: `${publicBaseUrl}${calendarPath}`,
                stopLink: reminderLink(publicBaseUrl, secret, "stop", { email: subscriber.email, state: "", kind: "" }),
                oneClickUrl: reminderOneClickUrl(publicBaseUrl, secret, subscriber.email),
              });
        const sent = await queueDueReminder(db, subscriber.id, date, message);
        if (sent) queued += 1;
      }
    }
    if (queued > 0) this.#options.queued();
    return queued;
  }
}

/**
 * A reminder in Hindi for a subscriber who signed up on a Hindi page (issue 29, decision 127): the
 * same dates and items, worded in Hindi, leading to the Hindi calendar and the Hindi stop page.
 */
function hindiReminder(
  email: string,
  date: string,
  dues: DueDate[],
  calendar: CalendarRules,
  publicBaseUrl: string,
  secret: string,
) {
  const hindi = dues.map((due) => dueInHindi(calendar.rules, due));
  const closed = hindi[0]?.closed;
  return dueDateReminderHi(email, {
    date: closed ? `${longDateHi(date)} (${closed}: ${closedDayAdviceHi})` : longDateHi(date),
    items: hindi.map(({ obligation: o, period }) => ({
      title: o.title,
      period,
      what: o.what,
      how: o.how,
      where: o.portal ? `${o.portal.label}, ${o.portal.href}` : null,
    })),
    calendarUrl: `${publicBaseUrl}${pathIn("hi", calendarPath)}`,
    stopLink: reminderLink(publicBaseUrl, secret, "stop", { email, state: "", kind: "" }, "hi"),
    oneClickUrl: reminderOneClickUrl(publicBaseUrl, secret, email),
  });
}
