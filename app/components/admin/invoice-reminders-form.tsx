import { useState } from "react";
import { billingPaths, type ReminderSettings } from "../../../contract/console/billing.ts";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { ListState } from "./list-state.tsx";

interface DaysForm {
  daysBefore: string;
  daysAfter: string;
}
const saveFailed = "The reminder days could not be saved. Please try again.";

/** Empty means no reminder; anything else goes to the server as typed, which checks it and names the field. */
const daysJson = (value: string) => (value.trim() === "" ? null : /^\d+$/.test(value.trim()) ? Number(value) : value);

function DaysFields({ initial }: { initial: DaysForm }) {
  const call = useAdminApi();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useApiForm<DaysForm>({
    initial,
    fieldId: (field) => `reminders-${field}`,
    submit: async (values) => {
      setNotice(null);
      const answer = await call<{ message: string }>(billingPaths.reminderSettings, {
        method: "PUT",
        json: { daysBefore: daysJson(values.daysBefore), daysAfter: daysJson(values.daysAfter) },
        fallbackMessage: saveFailed,
      });
      setNotice(answer.message);
    },
    fallback: saveFailed,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <TextField
        id="reminders-daysBefore"
        label="Days before the due date (empty: none)"
        inputMode="numeric"
        value={form.values.daysBefore}
        error={form.errors.daysBefore}
        onChange={(e) => form.update("daysBefore", e.target.value)}
      />
      <TextField
        id="reminders-daysAfter"
        label="Days after the due date (empty: none)"
        inputMode="numeric"
        value={form.values.daysAfter}
        error={form.errors.daysAfter}
        onChange={(e) => form.update("daysAfter", e.target.value)}
      />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? "Saving..." : "Save reminder days"}
      </Button>
      {form.banner ? (
        <p role="alert" className="text-danger sm:col-span-3">
          {form.banner}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="text-success sm:col-span-3">
          {notice}
        </p>
      ) : null}
    </form>
  );
}

/**
 * When clients are reminded of an unpaid invoice (decision 156): one e-mail the set days before the
 * due date, one the set days after; each goes once per invoice, and never once it is settled.
 */
export function InvoiceRemindersForm() {
  const { state, reload } = useAdminData<ReminderSettings>(billingPaths.reminderSettings);
  const text = (days: number | null) => (days === null ? "" : String(days));
  return (
    <section aria-labelledby="reminders-heading" className="mt-10 rounded-card border border-line bg-surface p-4">
      <h2 id="reminders-heading" className="mb-3 text-lg font-bold">
        Payment reminders
      </h2>
      <ListState state={state} reload={reload} empty="" isEmpty={() => false}>
        {(days) => <DaysFields initial={{ daysBefore: text(days.daysBefore), daysAfter: text(days.daysAfter) }} />}
      </ListState>
    </section>
  );
}
