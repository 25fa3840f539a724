import { leadsMessages } from "../console/leads.ts";
import { optionalText } from "./fields.schema.ts";

const tracking = (max: number) => optionalText(max, leadsMessages.sourceTooLong);

/**
 * Where the visit came from (issue 30), sent by every public form that is a conversion (enquiry,
 * booking, mailing-list signup, order) from the browser's session storage (app/lib/visit-source-script.ts).
 */
export const visitSourceRequestFields = {
  landing_path: tracking(300),
  referrer: tracking(500),
  utm_source: tracking(100),
  utm_medium: tracking(100),
  utm_campaign: tracking(100),
};
