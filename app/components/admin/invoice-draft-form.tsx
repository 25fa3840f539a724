import { billingPaths, supplyLabels, type Client, type Invoice } from "../../../contract/console/billing.ts";
import { supplyKinds, type SupplyKind } from "../../../contract/rules/gst.ts";
import { indianStates } from "../../../contract/shared/indian-states.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";
import {
  ClientSelect,
  InvoiceLinesFieldset,
  lineForm,
  linesJson,
  newLine,
  type LineForm,
} from "./invoice-lines-fieldset.tsx";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";

interface DraftForm {
  clientId: string;
  ratesIncludeGst: boolean;
  lines: LineForm[];
  supply: SupplyKind;
  venueState: string;
  dueDate: string;
  notes: string;
}

const saveFailed = "The draft could not be saved. Please try again.";

function formOf(invoice: Invoice | null): DraftForm {
  if (!invoice)
    return {
      clientId: "",
      ratesIncludeGst: false,
      lines: [newLine()],
      supply: "general",
      venueState: "",
      dueDate: "",
      notes: "",
    };
  return {
    clientId: String(invoice.client.id),
    ratesIncludeGst: invoice.ratesIncludeGst === true,
    lines: invoice.lines.map(lineForm),
    supply: invoice.supply?.kind ?? "general",
    venueState: invoice.supply?.venueState ?? "",
    dueDate: invoice.dueDate ?? "",
    notes: invoice.notes,
  };
}

/**
 * A new draft, or a draft's client and lines changed: rates in rupees with or without GST, line
 * discounts, and for training and events where they take place. The server works out every
 * figure; the list below shows them.
 */
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
        ...(values.ratesIncludeGst ? { ratesIncludeGst: true } : {}),
        ...(values.supply !== "general"
          ? { supply: { kind: values.supply, ...(values.venueState ? { venueState: values.venueState } : {}) } }
          : {}),
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
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={form.values.ratesIncludeGst}
          onChange={(e) => form.update("ratesIncludeGst", e.target.checked)}
        />
        Rates include GST
      </label>
      <InvoiceLinesFieldset
        id="invoice-lines"
        lines={form.values.lines}
        error={form.errors.lines}
        ratesIncludeGst={form.values.ratesIncludeGst}
        onChange={(lines) => form.update("lines", lines)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="invoice-supply" label="What it supplies (place of supply)" error={form.errors.supply}>
          {(control) => (
            <select
              {...control}
              value={form.values.supply}
              onChange={(e) => form.update("supply", e.target.value as SupplyKind)}
            >
              {supplyKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {supplyLabels[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {form.values.supply !== "general" ? (
          <Field id="invoice-venueState" label="State where it is performed or held">
            {(control) => (
              <select
                {...control}
                value={form.values.venueState}
                onChange={(e) => form.update("venueState", e.target.value)}
              >
                <option value="">Choose a state</option>
                {indianStates.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>
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
