import { useState } from "react";
import { billingPaths, paymentMethods, type Invoice } from "../../../contract/console/billing.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { errorMessage } from "../../lib/api-client.ts";

const failed = "That did not work. Please try again.";
const methodLabels: Record<(typeof paymentMethods)[number], string> = {
  bank_transfer: "Bank transfer",
  upi: "UPI",
  cheque: "Cheque",
  cash: "Cash",
  card: "Card",
  online: "Online (gateway)",
};

/** Records a payment received by hand against an issued invoice. */
export function PaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: (message: string) => void }) {
  const call = useAdminApi();
  const form = useApiForm({
    initial: {
      amount: String(invoice.due),
      method: "bank_transfer",
      reference: "",
      date: new Date().toISOString().slice(0, 10),
    },
    fieldId: (field) => `payment-${invoice.id}-${field}`,
    submit: async (values) => {
      const answer = await call<{ message: string }>(billingPaths.payments(invoice.id), {
        json: { ...values, amount: Number(values.amount) },
        fallbackMessage: failed,
      });
      onDone(answer.message);
    },
    fallback: failed,
  });
  const id = (field: string) => `payment-${invoice.id}-${field}`;
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={`Record a payment for ${invoice.number}`}
      className="mt-3 grid gap-2 sm:grid-cols-5 sm:items-end"
    >
      <TextField
        id={id("amount")}
        label="Amount (₹)"
        inputMode="decimal"
        value={form.values.amount}
        error={form.errors.amount}
        onChange={(e) => form.update("amount", e.target.value)}
      />
      <Field id={id("method")} label="Paid by" error={form.errors.method}>
        {(control) => (
          <select {...control} value={form.values.method} onChange={(e) => form.update("method", e.target.value)}>
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {methodLabels[method]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        id={id("reference")}
        label="Reference (UTR, cheque no.)"
        value={form.values.reference}
        error={form.errors.reference}
        onChange={(e) => form.update("reference", e.target.value)}
      />
      <TextField
        id={id("date")}
        label="Received on"
        type="date"
        value={form.values.date}
        error={form.errors.date}
        onChange={(e) => form.update("date", e.target.value)}
      />
      <Button type="submit" size="sm" disabled={form.busy}>
        {form.busy ? "Saving..." : "Record payment"}
      </Button>
      {form.banner ? (
        <p role="alert" className="text-danger sm:col-span-5">
          {form.banner}
        </p>
      ) : null}
    </form>
  );
}

/** A credit note against an issued invoice: an amount with GST (blank: all that remains) and the reason. */
export function CreditNoteForm({ invoice, onDone }: { invoice: Invoice; onDone: (message: string) => void }) {
  const call = useAdminApi();
  const form = useApiForm({
    initial: { amount: "", reason: "" },
    fieldId: (field) => `credit-${invoice.id}-${field}`,
    submit: async (values) => {
      const answer = await call<{ message: string }>(billingPaths.creditNotes(invoice.id), {
        json: { reason: values.reason, ...(values.amount ? { amount: Number(values.amount) } : {}) },
        fallbackMessage: failed,
      });
      onDone(answer.message);
    },
    fallback: failed,
  });
  const id = (field: string) => `credit-${invoice.id}-${field}`;
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={`Credit note against ${invoice.number}`}
      className="mt-3 grid gap-2 sm:grid-cols-3 sm:items-end"
    >
      <TextField
        id={id("amount")}
        label="Credit (₹, GST included)"
        hint="Blank: all that remains"
        inputMode="decimal"
        value={form.values.amount}
        error={form.errors.amount}
        onChange={(e) => form.update("amount", e.target.value)}
      />
      <TextField
        id={id("reason")}
        label="Reason"
        value={form.values.reason}
        error={form.errors.reason}
        onChange={(e) => form.update("reason", e.target.value)}
      />
      <Button type="submit" size="sm" variant="outline" disabled={form.busy}>
        {form.busy ? "Issuing..." : "Issue credit note"}
      </Button>
      {form.banner ? (
        <p role="alert" className="text-danger sm:col-span-3">
          {form.banner}
        </p>
      ) : null}
    </form>
  );
}

/** Issues a draft: the next number, the PDF and the client's e-mail. */
export function IssueButton({ invoice, onDone }: { invoice: Invoice; onDone: (message: string, ok: boolean) => void }) {
  const call = useAdminApi();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const issued = await call<{ number: string }>(billingPaths.issue(invoice.id), {
            method: "POST",
            fallbackMessage: failed,
          });
          onDone(`Invoice ${issued.number} issued and e-mailed to the client.`, true);
        } catch (err) {
          onDone(errorMessage(err, failed), false);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? "Issuing..." : "Issue and e-mail"}
    </Button>
  );
}
