import { useState } from "react";
import { billingMessages, billingPaths, type Client, type ClientDraft } from "../../../contract/console/billing.ts";
import { indianStates } from "../../../contract/shared/indian-states.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field, TextField } from "../../components/ui/text-field.tsx";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";

type ClientForm = Required<{ [K in keyof ClientDraft]: string }>;

const empty: ClientForm = {
  businessName: "",
  contactName: "",
  gstin: "",
  address: "",
  city: "",
  pinCode: "",
  state: "",
  email: "",
  mobile: "",
};
const fieldId = (field: string) => `client-${field}`;
const saveFailed = "The client could not be saved. Please try again.";

const formOf = (client: Client): ClientForm => ({
  businessName: client.businessName,
  contactName: client.contactName,
  gstin: client.gstin ?? "",
  address: client.address,
  city: client.city,
  pinCode: client.pinCode,
  state: client.state,
  email: client.email,
  mobile: client.mobile,
});

/**
 * The firm's clients (issue 32): add one with its GSTIN and billing state, or change one (a client
 * made from a won enquiry needs its billing address); invoices pick them.
 */
export default function AdminClients() {
  const { state, reload } = useAdminData<{ clients: Client[] }>(billingPaths.clients);
  const call = useAdminApi();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<Client | null>(null);
  const form = useApiForm<ClientForm>({
    initial: empty,
    fieldId,
    submit: async (values) => {
      setNotice(null);
      const answer = await call<{ message: string }>(editing ? billingPaths.client(editing.id) : billingPaths.clients, {
        method: editing ? "PUT" : "POST",
        json: values,
        fallbackMessage: saveFailed,
      });
      setNotice(answer.message);
      setEditing(null);
      form.setValues(empty);
      reload();
    },
    fallback: saveFailed,
  });
  const edit = (client: Client) => {
    setNotice(null);
    setEditing(client);
    form.setValues(formOf(client));
    document.getElementById(fieldId("businessName"))?.focus();
  };
  const text = (field: keyof ClientForm, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={form.values[field]}
      error={form.errors[field]}
      onChange={(e) => form.update(field, e.target.value)}
      {...extra}
    />
  );

  return (
    <section>
      <PanelHeader title="Clients" note="Businesses the firm bills. The GSTIN decides the place of supply." />
      <form
        onSubmit={form.onSubmit}
        noValidate
        className="mb-6 grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2"
      >
        {editing ? <h3 className="font-semibold sm:col-span-2">Changing {editing.businessName}</h3> : null}
        {text("businessName", "Business name")}
        {text("contactName", "Contact person (optional)")}
        {text("gstin", "GSTIN (optional)", { maxLength: 15, autoCapitalize: "characters" })}
        {text("address", "Billing address")}
        {text("city", "City")}
        <Field id={fieldId("state")} label="Billing state" error={form.errors.state}>
          {(control) => (
            <select {...control} value={form.values.state} onChange={(e) => form.update("state", e.target.value)}>
              <option value="">Choose a state</option>
              {indianStates.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        {text("pinCode", "PIN code", { inputMode: "numeric", maxLength: 6 })}
        {text("email", "E-mail for invoices", { type: "email" })}
        {text("mobile", "Mobile (optional)", { inputMode: "numeric", maxLength: 10 })}
        {form.banner ? (
          <p role="alert" className="text-danger sm:col-span-2">
            {form.banner}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={form.busy}>
            {form.busy ? "Saving..." : editing ? "Save client" : "Add client"}
          </Button>
          {editing ? (
            <Button
              type="button"
              variant="outline"
              className="ml-3"
              onClick={() => {
                setEditing(null);
                form.setValues(empty);
              }}
            >
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
      {notice ? (
        <p role="status" className="mb-4 text-success">
          {notice}
        </p>
      ) : null}
      <ListState state={state} reload={reload} empty="No clients yet." isEmpty={(d) => d.clients.length === 0}>
        {({ clients }) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {clients.map((client) => (
              <li key={client.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold">{client.businessName}</p>
                  <p className="text-sm text-muted">
                    {client.gstin ? `GSTIN ${client.gstin} · ` : "Unregistered · "}
                    {client.state || "No billing state"} · {client.email}
                    {client.contactName ? ` · ${client.contactName}` : ""}
                  </p>
                  {!client.address || !client.state ? (
                    <p className="text-sm text-danger">{billingMessages.clientIncomplete}</p>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Change ${client.businessName}`}
                  onClick={() => edit(client)}
                >
                  Change
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
