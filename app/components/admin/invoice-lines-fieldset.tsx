import { gstRates, type Client, type InvoiceLineDraft } from "../../../contract/console/billing.ts";
import type { LineDiscountKind } from "../../../contract/rules/service-line-price.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";

/** One invoice line as typed (service invoices and retainers). */
export interface LineForm {
  description: string;
  sac: string;
  quantity: string;
  rate: string;
  gstRate: string;
  /** Blank: no discount (decision 155). */
  discount: string;
  discountKind: LineDiscountKind;
}

/** Management consulting (SAC 998311), the firm's usual service. */
export const newLine = (): LineForm => ({
  description: "",
  sac: "998311",
  quantity: "1",
  rate: "",
  gstRate: "18",
  discount: "",
  discountKind: "percent",
});

/** A stored line back into the form (a draft or a retainer being changed). */
export const lineForm = (line: InvoiceLineDraft): LineForm => ({
  description: line.description,
  sac: line.sac,
  quantity: String(line.quantity),
  rate: String(line.rate),
  gstRate: String(line.gstRate),
  discount: line.discount ? String(line.discount.value) : "",
  discountKind: line.discount?.kind ?? "percent",
});

/** The lines as the API takes them; the server checks every figure and works out the taxes. */
export const linesJson = (lines: readonly LineForm[]) =>
  lines.map((line) => ({
    description: line.description,
    sac: line.sac,
    quantity: Number(line.quantity),
    rate: Number(line.rate),
    gstRate: Number(line.gstRate),
    ...(line.discount.trim() ? { discount: { kind: line.discountKind, value: Number(line.discount) } } : {}),
  }));

/** The client picker of an invoice or a retainer. */
export function ClientSelect({
  id,
  clients,
  value,
  error,
  onChange,
}: {
  id: string;
  clients: readonly Client[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label="Client" error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose a client</option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.businessName} ({client.state})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The lines of an invoice or a retainer: description, SAC, quantity, rate (₹), discount and GST rate. */
export function InvoiceLinesFieldset({
  id,
  lines,
  error,
  onChange,
  ratesIncludeGst = false,
}: {
  id: string;
  lines: LineForm[];
  error: string | undefined;
  onChange: (lines: LineForm[]) => void;
  ratesIncludeGst?: boolean;
}) {
  const setLine = (i: number, field: keyof LineForm, value: string) =>
    onChange(lines.map((line, k) => (k === i ? { ...line, [field]: value } : line)));
  return (
    <fieldset id={id} tabIndex={-1} className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Lines</legend>
      {lines.map((line, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[3fr_1fr_1fr_1fr_1fr_1fr_1fr_auto] sm:items-end">
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
            label={ratesIncludeGst ? "Rate (₹, incl. GST)" : "Rate (₹, excl. GST)"}
            inputMode="decimal"
            value={line.rate}
            onChange={(e) => setLine(i, "rate", e.target.value)}
          />
          <TextField
            label="Discount (optional)"
            inputMode="decimal"
            value={line.discount}
            onChange={(e) => setLine(i, "discount", e.target.value)}
          />
          <Field label="Discount in">
            {(control) => (
              <select
                {...control}
                value={line.discountKind}
                onChange={(e) => setLine(i, "discountKind", e.target.value)}
              >
                <option value="percent">%</option>
                <option value="amount">₹</option>
              </select>
            )}
          </Field>
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
            disabled={lines.length === 1}
            onClick={() => onChange(lines.filter((_, k) => k !== i))}
          >
            Remove
          </Button>
        </div>
      ))}
      {error ? <p className="text-sm text-danger">{error}</p> : null}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...lines, newLine()])}>
          Add line
        </Button>
      </div>
    </fieldset>
  );
}
