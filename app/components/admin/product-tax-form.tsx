import { useState } from "react";
import { billingPaths, gstRates } from "../../../contract/console/billing.ts";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";
import { ListState } from "./list-state.tsx";

interface TaxForm {
  sac: string;
  gstRate: string;
}
const saveFailed = "The SAC code and GST rate could not be saved. Please try again.";

function TaxFields({ productId, initial }: { productId: number; initial: TaxForm }) {
  const call = useAdminApi();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useApiForm<TaxForm>({
    initial,
    fieldId: (field) => `product-tax-${field}`,
    submit: async (values) => {
      setNotice(null);
      const answer = await call<{ message: string }>(billingPaths.productTax(productId), {
        method: "PUT",
        json: { sac: values.sac, gstRate: Number(values.gstRate) },
        fallbackMessage: saveFailed,
      });
      setNotice(answer.message);
    },
    fallback: saveFailed,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <TextField
        id="product-tax-sac"
        label="SAC code"
        inputMode="numeric"
        maxLength={8}
        value={form.values.sac}
        error={form.errors.sac}
        onChange={(e) => form.update("sac", e.target.value)}
      />
      <Field id="product-tax-gstRate" label="GST rate" error={form.errors.gstRate}>
        {(control) => (
          <select {...control} value={form.values.gstRate} onChange={(e) => form.update("gstRate", e.target.value)}>
            {gstRates.map((rate) => (
              <option key={rate} value={rate}>
                {rate}%
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" disabled={form.busy}>
        {form.busy ? "Saving..." : "Save tax"}
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
 * A product's SAC code and GST rate (decision 032, issue 32): copied to an order's lines when it is
 * placed, so a change here never rewrites an issued invoice.
 */
export function ProductTaxForm({ productId }: { productId: number }) {
  const { state, reload } = useAdminData<{ sac: string; gstRate: number }>(billingPaths.productTax(productId));
  return (
    <section aria-labelledby="product-tax-heading" className="mt-8 rounded-card border border-line bg-surface p-4">
      <h2 id="product-tax-heading" className="mb-3 text-lg font-bold">
        GST on invoices
      </h2>
      <ListState state={state} reload={reload} empty="" isEmpty={() => false}>
        {(tax) => <TaxFields productId={productId} initial={{ sac: tax.sac, gstRate: String(tax.gstRate) }} />}
      </ListState>
    </section>
  );
}
