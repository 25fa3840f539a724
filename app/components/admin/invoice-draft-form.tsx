import { billingPaths, type Client, type Invoice } from "../../../contract/console/billing.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { ClientSelect, InvoiceLinesFieldset, linesJson, newLine, type LineForm } from "./invoice-lines-fieldset.tsx";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";

interface DraftForm {
  clientId: string;
  lines: LineForm[];
  dueDate: string;
  notes: string;
}

const saveFailed = "The draft could not be saved. Please try again.";

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
        lines: linesJson(values.lines),
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

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="mb-6 flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h3 className="text-lg font-bold">{editing ? "Edit draft" : "New invoice"}</h3>
      <ClientSelect
        id="invoice-clientId"
        clients={clients}
        value={form.values.clientId}
        error={form.errors.clientId}
        onChange={(value) => form.update("clientId", value)}
      />
      <InvoiceLinesFieldset
        id="invoice-lines"
        lines={form.values.lines}
        error={form.errors.lines}
        onChange={(lines) => form.update("lines", lines)}
      />
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
