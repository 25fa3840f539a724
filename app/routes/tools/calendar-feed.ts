import { kindLabel } from "../../../contract/rules/establishment-kinds.ts";
import { rulesReviewed } from "../../../contract/rules/labour-rules.ts";
import { calendarPage } from "../../content/tools.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { calendarFeed } from "../../lib/tools/ics.ts";
import { readCalendarForm } from "../../lib/tools/tool-forms.ts";
import type { Route } from "./+types/calendar-feed";

/** The query parameters the feed depends on (the page cache renders those fresh). */
export const handle = { queryKeys: ["state", "kind"] };

/**
 * /tools/compliance-calendar.ics: the calendar as an iCalendar feed for the state and kind of
 * establishment in the query (a value that cannot be read falls back to the default).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filter } = readCalendarForm(new URL(request.url).searchParams);
  const services = context.get(servicesContext);
  const baseUrl = services.publicBaseUrl;
  const site = services.site();
  const scope = filter.kind === "all" ? filter.state : `${filter.state}, ${kindLabel(filter.kind)}`;
  const body = calendarFeed({
    filter,
    calendar: await services.calendarOn(services.today()),
    pageUrl: `${baseUrl}${calendarPage.path}`,
    stamp: rulesReviewed.iso,
    calendarName: `Compliance due dates (${scope})`,
    description: `Statutory due dates for employers from ${site.brand}. Labour rules change often: check with the authority before you act.`,
    productId: `-//${site.brand}//Compliance calendar//EN`,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="compliance-calendar.ics"',
    },
  });
}
