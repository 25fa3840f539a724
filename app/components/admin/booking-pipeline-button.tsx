import { useState } from "react";
import { Link } from "react-router";
import { adminMessages } from "../../../contract/console/admin.ts";
import { consoleBookingPaths, type ConsoleBooking } from "../../../contract/console/bookings.ts";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { Button } from "../ui/button.tsx";

/**
 * Puts a booking into the pipeline (issue 30): a new enquiry, or the visitor's enquiry still open.
 * Once it is there, a link to the enquiries list stands in its place.
 */
export function BookingPipelineButton({ booking }: { booking: ConsoleBooking }) {
  const call = useAdminApi();
  const [enquiryId, setEnquiryId] = useState(booking.enquiryId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function add() {
    try {
      const answer = await call<{ message: string; enquiryId: number }>(consoleBookingPaths.enquiry(booking.id), {
        method: "POST",
        fallbackMessage: adminMessages.saveFailed,
      });
      setEnquiryId(answer.enquiryId);
      setMessage({ ok: true, text: answer.message });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err, adminMessages.saveFailed) });
    }
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {enquiryId === null ? (
        <Button variant="outline" size="sm" onClick={() => void add()}>
          Add {booking.name} to the pipeline
        </Button>
      ) : (
        <Link to="/admin">In the pipeline as enquiry {enquiryId}</Link>
      )}
      {message ? (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-success" : "text-danger"}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
