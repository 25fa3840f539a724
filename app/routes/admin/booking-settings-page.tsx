import { consoleBookingPaths, type BookingSettingsView } from "../../../contract/console/bookings.ts";
import { BookingSettingsForm } from "../../components/admin/booking-settings-form.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

/** The rules the booking page's slots follow; a change applies to /book at once. */
export default function AdminBookingSettings() {
  const { state, reload } = useAdminData<BookingSettingsView>(consoleBookingPaths.settings);
  return (
    <section>
      <PanelHeader title="Booking settings" note="When visitors may book a free consultation on /book." />
      <ListState state={state} reload={reload} empty="" isEmpty={() => false}>
        {({ rules }) => <BookingSettingsForm rules={rules} />}
      </ListState>
    </section>
  );
}
