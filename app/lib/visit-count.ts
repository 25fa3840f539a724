import { visitorMessages, visitorsPath, type VisitorCount } from "../../contract/api/visitors.ts";
import { apiRequest } from "./api-client.ts";

/**
 * Total Visitors (SPEC 2.3, 7, 8): reads the count, then records this visit, handing each count to
 * `show` as it arrives. Failures are only logged. Shared by VisitorCounter (hydrated pages) and the
 * content-page script.
 */
export async function countVisit(show: (count: number) => void): Promise<void> {
  try {
    show((await apiRequest<VisitorCount>(visitorsPath, { fallbackMessage: visitorMessages.fetchFailed })).count);
  } catch {
    console.error(visitorMessages.fetchFailed);
  }
  try {
    const recorded = await apiRequest<VisitorCount>(visitorsPath, {
      method: "POST",
      fallbackMessage: visitorMessages.incrementFailed,
    });
    show(recorded.count);
  } catch {
    console.error(visitorMessages.incrementFailed);
  }
}
