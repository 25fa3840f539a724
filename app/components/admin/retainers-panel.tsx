import { useState } from "react";
import {
  billingPaths,
  retainerFrequencies,
  type Client,
  type Retainer,
  type RetainerFrequency,
} from "../../../contract/console/billing.ts";
import { formatDate } from "../../../contract/shared/format.ts";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";
import { ClientSelect, InvoiceLinesFieldset, linesJson, newLine, type LineForm } from "./invoice-lines-fieldset.tsx";
import { ListState } from "./list-state.tsx";

interface RetainerForm {
  clientId: string;
  frequency: RetainerFrequency;
  lines: LineForm[];
  dueDays: string;
  startOn: string;
}

const empty = (): RetainerForm => ({
  clientId: "",
  frequency: "monthly",
  lines: [newLine()],
  dueDays: "15",
  startOn: "",
});
const saveFailed = "The retainer could not be saved. Please try again.";
const frequencyLabels: Record<RetainerFrequency, string> = { monthly: "Every month", quarterly: "Every quarter" };

/**
 * Retainers (issue 32): a client's recurring invoice, issued by the `retainers` job on its day
 * with its own serial, PDF, e-mail and payment link. Staff add one here and see when each is next.
 */
export function RetainersPanel({ clients }: { clients: readonly Client[] }) {
  const { state, reload } = useAdminData<{ retainers: Retainer[] }>(billingPaths.retainers);
  const call = useAdminApi();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useApiForm<RetainerForm>({
    initial: empty,
    fieldId: (field) => `retainer-${field}`,
    submit: async (values) => {
      setNotice(null);
      const answer = await call<{ message: string }>(billingPaths.retainers, {
        json: {
          clientId: Number(values.clientId),
          frequency: values.frequency,
          lines: linesJson(values.lines),
          dueDays: Number(values.dueDays),
          startOn: values.startOn,
        },
        fallbackMessage: saveFailed,
      });
      setNotice(answer.message);
      form.setValues(empty());
      reload();
    },
    fallback: saveFailed,
  });
  const clientName = (id: number) => clients.find((client) => client.id === id)?.businessName ?? `Client ${id}`;

  return (
    <section aria-labelledby="retainers-heading" className="mt-4">
      <h2 id="retainers-heading" className="mb-3 text-xl font-bold">
        Retainers
      </h2>
      <form
        onSubmit={form.onSubmit}
        noValidate
        className="mb-6 flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
      >
        <h3 className="text-lg font-bold">New retainer</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <ClientSelect
            id="retainer-clientId"
            clients={clients}
            value={form.values.clientId}
            error={form.errors.clientId}
            onChange={(value) => form.update("clientId", value)}
          />
          <Field id="retainer-frequency" label="How often" error={form.errors.frequency}>
            {(control) => (
              <select
                {...control}
                value={form.values.frequency}
                onChange={(e) => form.update("frequency", e.target.value as RetainerFrequency)}
              >
                {retainerFrequencies.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {frequencyLabels[frequency]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            id="retainer-startOn"
            label="First invoice on"
            type="date"
            value={form.values.startOn}
            error={form.errors.startOn}
            onChange={(e) => form.update("startOn", e.target.value)}
          />
          <TextField
            id="retainer-dueDays"
            label="Days to pay"
            inputMode="numeric"
            value={form.values.dueDays}
            error={form.errors.dueDays}
            onChange={(e) => form.update("dueDays", e.target.value)}
          />
        </div>
        <InvoiceLinesFieldset
          id="retainer-lines"
          lines={form.values.lines}
          error={form.errors.lines}
          onChange={(lines) => form.update("lines", lines)}
        />
        {form.banner ? (
          <p role="alert" className="text-danger">
            {form.banner}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? "Saving..." : "Add retainer"}
          </Button>
        </div>
      </form>
      {notice ? (
        <p role="status" className="mb-4 text-success">
          {notice}
        </p>
      ) : null}
      <ListState state={state} reload={reload} empty="No retainers yet." isEmpty={(d) => d.retainers.length === 0}>
        {({ retainers }) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {retainers.map((retainer) => (
              <li key={retainer.id} className="p-4">
                <p className="font-semibold">
                  {clientName(retainer.clientId)} · {frequencyLabels[retainer.frequency]}
                </p>
                <p className="text-sm text-muted">
                  {retainer.active
                    ? `Next invoice ${formatDate(`${retainer.nextIssueOn}T00:00:00+05:30`)}, ${retainer.dueDays} days to pay`
                    : "Stopped"}
                  {" · "}
                  {retainer.lines.map((line) => `${line.description} ₹${line.rate.toLocaleString("en-IN")}`).join("; ")}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
