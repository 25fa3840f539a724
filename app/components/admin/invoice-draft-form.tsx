import { billingPaths, gstRates, type Client, type Invoice } from "../../../contract/console/billing.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";

interface LineForm {
  description: string;
  sac: string;
  quantity: string;
  rate: string;
  gstRate: string;
}
interface DraftForm {
  clientId: string;
  lines: LineForm[];
  dueDate: string;
  notes: string;
}

const saveFailed = "The draft could not be saved. Please try again.";
/** Management consulting (SAC 998311), the firm's usual service. */
const newLine = (): LineForm => ({ description: "", sac: "998311", quantity: "1", rate: "", gstRate: "18" });

function formOf(invoice: Invoice | null): DraftForm {
  if (!invoice) return { clientId: "", lines: [newLine()], dueDate: "", notes: "" };
  return {
    clientId: String(invoice.client.id),
    lines: invoice.lines.map((line) => ({
      description: line.description,
      sac: line.sac,
      quantity: String(line.quantity),
      rate: String(line.rate),
      gstRate: String(line.gstRate),
    })),
    dueDate: invoice.dueDate ?? "",
    notes: invoice.notes,
  };
}

/** A new draft, or a draft's client and lines changed (rates in rupees, GST excluded). */
export function InvoiceDraftForm({
  clients,
  editing,
  onSaved,
}: {
  clients: Client[];
  /** The draft being changed; null: a new one. */
  editing: Invoice | null;
  onSaved: (message: string) => void;
}) {
  const call = useAdminApi();
  const form = useApiForm<DraftForm>({
    initial: () => formOf(editing),
    fieldId: (field) => `invoice-${field}`,
    submit: async (values) => {
      const json = {
        clientId: Number(values.clientId),
        lines: values.lines.map((line) => ({
          description: line.description,
          sac: line.sac,
          quantity: Number(line.quantity),
          rate: Number(line.rate),
          gstRate: Number(line.gstRate),
        })),
        ...(values.dueDate ? { dueDate: values.dueDate } : {}),
        ...(values.notes ? { notes: values.notes } : {}),
      };
      const answer = await call<{ message: string }>(
        editing ? billingPaths.invoice(editing.id) : billingPaths.invoices,
        {
          method: editing ? "PATCH" : "POST",
          json,
          fallbackMessage: saveFailed,
        },
      );
      if (!editing) form.setValues(formOf(null));
      onSaved(answer.message);
    },
    fallback: saveFailed,
  });
  const setLine = (i: number, field: keyof LineForm, value: string) =>
    form.update(
      "lines",
      form.values.lines.map((line, k) => (k === i ? { ...line, [field]: value } : line)),
    );

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="mb-6 flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h3 className="text-lg font-bold">{editing ? "Edit draft" : "New invoice"}</h3>
      <Field id="invoice-clientId" label="Client" error={form.errors.clientId}>
        {(control) => (
          <select {...control} value={form.values.clientId} onChange={(e) => form.update("clientId", e.target.value)}>
            <option value="">Choose a client</option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {client.businessName} ({client.state})
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset id="invoice-lines" tabIndex={-1} className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">Lines</legend>
        {form.values.lines.map((line, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[3fr_1fr_1fr_1fr_1fr_auto] sm:items-end">
            <TextField
              label={`Line ${i + 1} description`}
              value={line.description}
              onChange={(e) => setLine(i, "description", e.target.value)}
            />
            <TextField
              label="SAC"
              inputMode="numeric"
              value={line.sac}
              onChange={(e) => setLine(i, "sac", e.target.value)}
            />
            <TextField
              label="Quantity"
              inputMode="decimal"
              value={line.quantity}
              onChange={(e) => setLine(i, "quantity", e.target.value)}
            />
            <TextField
              label="Rate (₹, excl. GST)"
              inputMode="decimal"
              value={line.rate}
              onChange={(e) => setLine(i, "rate", e.target.value)}
            />
            <Field label="GST rate">
              {(control) => (
                <select {...control} value={line.gstRate} onChange={(e) => setLine(i, "gstRate", e.target.value)}>
                  {gstRates.map((rate) => (
                    <option key={rate} value={rate}>
                      {rate}%
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Remove line ${i + 1}`}
              disabled={form.values.lines.length === 1}
              onClick={() =>
                form.update(
                  "lines",
                  form.values.lines.filter((_, k) => k !== i),
                )
              }
            >
              Remove
            </Button>
          </div>
        ))}
        {form.errors.lines ? <p className="text-sm text-danger">{form.errors.lines}</p> : null}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => form.update("lines", [...form.values.lines, newLine()])}
          >
            Add line
          </Button>
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="invoice-dueDate"
          label="Due date (optional)"
          type="date"
          value={form.values.dueDate}
          error={form.errors.dueDate}
          onChange={(e) => form.update("dueDate", e.target.value)}
        />
        <TextField
          id="invoice-notes"
          label="Notes and terms (optional)"
          value={form.values.notes}
          error={form.errors.notes}
          onChange={(e) => form.update("notes", e.target.value)}
        />
      </div>
      {form.banner ? (
        <p role="alert" className="text-danger">
          {form.banner}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Saving..." : "Save draft"}
        </Button>
      </div>
    </form>
  );
}
