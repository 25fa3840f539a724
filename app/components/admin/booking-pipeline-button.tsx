import { Link } from "react-router";
import { consoleBookingPaths, type ConsoleBooking } from "../../../contract/console/bookings.ts";
import { LinkOnceButton } from "./link-once-button.tsx";

/**
 * Puts a booking into the pipeline (issue 30): a new enquiry, or the visitor's enquiry still open.
 * Once it is there, a link to the enquiries list stands in its place.
 */
export function BookingPipelineButton({ booking }: { booking: ConsoleBooking }) {
  return (
    <LinkOnceButton
      path={consoleBookingPaths.enquiry(booking.id)}
      linkedId={booking.enquiryId}
      idOf={(answer) => answer["enquiryId"] as number}
      label={`Add ${booking.name} to the pipeline`}
      linked={(id) => <Link to="/admin">In the pipeline as enquiry {id}</Link>}
      className="mt-3"
    />
  );
}
