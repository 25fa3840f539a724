import { Link } from "react-router";
import { slotWhen } from "../../../contract/api/bookings.ts";
import { consoleBookingPaths, type ConsoleBookings } from "../../../contract/console/bookings.ts";
import { BookingStaffForm } from "../../components/admin/booking-staff-form.tsx";
import { BookingPipelineButton } from "../../components/admin/booking-pipeline-button.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** Booked consultations from a week ago on, soonest first, with the visitor's details, notes and meeting link. */
export default function AdminBookings() {
  const { state, reload } = useAdminData<ConsoleBookings>(consoleBookingPaths.list);
  return (
    <section>
      <PanelHeader title="Bookings" note="Free consultations booked on /book, soonest first (times in IST).">
        <Link to="/admin/bookings/settings" className="font-semibold text-info underline">
          Booking settings
        </Link>
      </PanelHeader>
      <ListState state={state} reload={reload} empty="No bookings yet." isEmpty={() => false}>
        {({ bookings, feedUrl }) => (
          <>
            <div className="mb-4 rounded-card border border-line bg-white p-4 text-sm">
              <label htmlFor="booking-feed-url" className="font-semibold">
                Your private calendar feed (subscribe to it in Google Calendar or Outlook; do not share it)
              </label>
              <input
                id="booking-feed-url"
                readOnly
                value={feedUrl}
                className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
              />
            </div>
            {bookings.length === 0 ? (
              <p className="text-muted">No bookings yet.</p>
            ) : (
              <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
                {bookings.map((booking) => (
                  <li key={booking.id} data-testid="booking" className="p-4 sm:p-5">
                    <p className="font-semibold text-primary-strong">
                      {slotWhen(booking.start)}: {booking.name}
                      {booking.status === "cancelled" ? <span className="ml-2 text-danger">(cancelled)</span> : null}
                    </p>
                    <p className="mt-1 text-sm break-all">
                      <a href={`mailto:${booking.email}`} className="text-info underline">
                        {booking.email}
                      </a>
                      <span className="text-muted"> · </span>
                      <a href={`tel:+91${booking.mobile}`} className="text-info underline">
                        {booking.mobile}
                      </a>
                      {booking.company ? <span className="text-muted"> · {booking.company}</span> : null}
                    </p>
                    {booking.topic ? <p className="mt-2 text-sm whitespace-pre-line">{booking.topic}</p> : null}
                    {booking.answers ? (
                      <p className="mt-2 text-sm whitespace-pre-line text-muted">From the checker: {booking.answers}</p>
                    ) : null}
                    <BookingStaffForm booking={booking} />
                    <BookingPipelineButton booking={booking} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </ListState>
    </section>
  );
}
