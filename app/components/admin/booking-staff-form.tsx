import { useState } from "react";
import { adminMessages } from "../../../contract/console/admin.ts";
import { consoleBookingPaths, type ConsoleBooking } from "../../../contract/console/bookings.ts";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";
import { ErrorBanner } from "./error-banner.tsx";

/** Staff's notes on a booking and the meeting link its invitation and reminders give. */
export function BookingStaffForm({ booking }: { booking: ConsoleBooking }) {
  const call = useAdminApi();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useApiForm({
    initial: { notes: booking.notes ?? "", meetingLink: booking.meetingLink ?? "" },
    submit: async (values) => {
      setSaved(null);
      const answer = await call<{ message: string }>(consoleBookingPaths.booking(booking.id), {
        method: "PATCH",
        json: values,
        fallbackMessage: adminMessages.saveFailed,
      });
      setSaved(answer.message);
    },
    fallback: adminMessages.saveFailed,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-3 space-y-3">
      <ErrorBanner message={form.banner} />
      <TextField
        id={`booking-${booking.id}-link`}
        label="Meeting link"
        type="url"
        hint="Leave empty to meet at the office"
        value={form.values.meetingLink}
        onChange={(e) => form.update("meetingLink", e.target.value)}
        error={form.errors.meetingLink}
        disabled={form.busy}
      />
      <Field id={`booking-${booking.id}-notes`} label="Notes" error={form.errors.notes}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={form.values.notes}
            onChange={(e) => form.update("notes", e.target.value)}
            disabled={form.busy}
          />
        )}
      </Field>
      <Button type="submit" disabled={form.busy}>
        {form.busy ? "Saving..." : `Save booking of ${booking.name}`}
      </Button>
      {saved ? (
        <p role="status" className="text-success">
          {saved}
        </p>
      ) : null}
    </form>
  );
}
