import { kindLabel } from "../../../contract/rules/establishment-kinds.ts";
import { rulesReviewed } from "../../../contract/rules/labour-rules.ts";
import { reminderScopeHi } from "../../../contract/api/reminders-hi.ts";
import { pathIn } from "../../../contract/shared/language.ts";
import { calendarPage } from "../../content/tools.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { calendarFeed } from "../../lib/tools/ics.ts";
import { readCalendarForm } from "../../lib/tools/tool-forms.ts";
import type { Route } from "./+types/calendar-feed";

/** The query parameters the feed depends on (the page cache renders those fresh). */
export const handle = { queryKeys: ["state", "kind", "lang"] };

/**
 * /tools/compliance-calendar.ics: the calendar as an iCalendar feed for the state and kind of
 * establishment in the query (a value that cannot be read falls back to the default). With
 * `lang=hi` (the Hindi calendar's links, issue 29) the events' names and descriptions are in Hindi
 * and link to the Hindi page; the dates, UIDs and rules are the same.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { filter } = readCalendarForm(params);
  const hindi = params.get("lang") === "hi";
  const services = context.get(servicesContext);
  const baseUrl = services.publicBaseUrl;
  const site = services.site();
  const scope = filter.kind === "all" ? filter.state : `${filter.state}, ${kindLabel(filter.kind)}`;
  const body = calendarFeed({
    filter,
    calendar: await services.calendarOn(services.today()),
    pageUrl: `${baseUrl}${pathIn(hindi ? "hi" : "en", calendarPage.path)}`,
    stamp: rulesReviewed.iso,
    ...(hindi
      ? {
          language: "hi" as const,
          calendarName: `अनुपालन की नियत तारीख़ें (${reminderScopeHi(filter)})`,
          description: `${site.brand} की ओर से नियोक्ताओं के लिए वैधानिक नियत तारीख़ें। श्रम नियम अक्सर बदलते हैं: कोई क़दम उठाने से पहले प्राधिकरण से पुष्टि कर लें।`,
          productId: `-//${site.brand}//Compliance calendar//HI`,
        }
      : {
          calendarName: `Compliance due dates (${scope})`,
          description: `Statutory due dates for employers from ${site.brand}. Labour rules change often: check with the authority before you act.`,
          productId: `-//${site.brand}//Compliance calendar//EN`,
        }),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="compliance-calendar.ics"',
    },
  });
}
