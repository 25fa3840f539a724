import { useState } from "react";
import { formatDate } from "../../../contract/shared/format.ts";
import { formatPaise, toPaise } from "../../../contract/shared/money.ts";
import { billingPaths, type Client, type Invoice, type InvoiceStatus } from "../../../contract/console/billing.ts";
import { FileDownload } from "../../components/admin/file-download.tsx";
import { CreditNoteForm, IssueButton, PaymentForm } from "../../components/admin/invoice-actions.tsx";
import { InvoiceDraftForm } from "../../components/admin/invoice-draft-form.tsx";
import { InvoiceFigures } from "../../components/admin/invoice-figures.tsx";
import { InvoiceRemindersForm } from "../../components/admin/invoice-reminders-form.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { RetainersPanel } from "../../components/admin/retainers-panel.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useAdminData } from "../../hooks/use-admin-data.ts";

const statusLabels: Record<InvoiceStatus, string> = {
  draft: "Draft",
  issued: "Issued",
  partly_paid: "Partly paid",
  paid: "Paid",
  cancelled: "Cancelled",
};
const money = (rupees: number) => formatPaise(toPaise(rupees));

/** Service invoices (issue 32): drafts, issue and e-mail, payments received, credit notes, PDFs; and retainers. */
export default function AdminInvoices() {
  const clients = useAdminData<{ clients: Client[] }>(billingPaths.clients);
  const { state, reload } = useAdminData<{ invoices: Invoice[] }>(billingPaths.invoices);
  const [editing, setEditing] = useState<Invoice | null>(null);
  // Opened on demand: its form repeats the invoice form's labels (client, lines).
  const [showRetainers, setShowRetainers] = useState(false);
  const [open, setOpen] = useState<{ id: number; form: "payment" | "credit" } | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const done = (text: string, ok = true) => {
    setNotice({ ok, text });
    setOpen(null);
    setEditing(null);
    reload();
  };

  return (
    <section>
      <PanelHeader
        title="Invoices"
        note="GST tax invoices for the firm's services; the shop's orders invoice themselves."
      />
      {clients.state.status === "ready" ? (
        <InvoiceDraftForm
          key={editing?.id ?? "new"}
          clients={clients.state.data.clients}
          editing={editing}
          onSaved={(text) => done(text)}
        />
      ) : null}
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className={`mb-4 ${notice.ok ? "text-success" : "text-danger"}`}>
          {notice.text}
        </p>
      ) : null}
      <ListState state={state} reload={reload} empty="No invoices yet." isEmpty={(d) => d.invoices.length === 0}>
        {({ invoices }) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {invoices.map((invoice) => {
              const name = invoice.number ?? `Draft ${invoice.id}`;
              return (
                <li key={invoice.id} className="p-4" data-testid="invoice">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <p className="font-semibold">
                        {name} · {invoice.client.businessName}
                      </p>
                      <p className="text-sm text-muted">
                        {statusLabels[invoice.status]} · {money(invoice.total)}
                        {invoice.intraState ? " (CGST + SGST)" : " (IGST)"}
                        {invoice.issuedAt ? ` · issued ${formatDate(invoice.issuedAt)}` : ""}
                        {invoice.status !== "draft" && invoice.due > 0 ? ` · due ${money(invoice.due)}` : ""}
                      </p>
                      {invoice.creditNotes.map((note) => (
                        <p key={note.id} className="text-sm text-muted">
                          Credit note {note.number}: {money(note.total)} ({note.reason})
                        </p>
                      ))}
                      <InvoiceFigures invoice={invoice} />
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {invoice.status === "draft" ? (
                        <>
                          <Button size="sm" variant="outline" onClick={() => setEditing(invoice)}>
                            Edit draft
                          </Button>
                          <IssueButton invoice={invoice} onDone={done} />
                        </>
                      ) : (
                        <FileDownload
                          url={billingPaths.pdf(invoice.id)}
                          label={`PDF of ${name}`}
                          fallbackName="invoice.pdf"
                        />
                      )}
                      {invoice.status === "issued" || invoice.status === "partly_paid" ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setOpen({ id: invoice.id, form: "payment" })}
                        >
                          Record payment
                        </Button>
                      ) : null}
                      {invoice.number && invoice.status !== "cancelled" ? (
                        <Button size="sm" variant="outline" onClick={() => setOpen({ id: invoice.id, form: "credit" })}>
                          Credit note
                        </Button>
                      ) : null}
                    </div>
                  </div>
                  {open?.id === invoice.id && open.form === "payment" ? (
                    <PaymentForm invoice={invoice} onDone={done} />
                  ) : null}
                  {open?.id === invoice.id && open.form === "credit" ? (
                    <CreditNoteForm invoice={invoice} onDone={done} />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
      <div className="mt-10">
        <Button variant="outline" aria-expanded={showRetainers} onClick={() => setShowRetainers(!showRetainers)}>
          {showRetainers ? "Hide retainers" : "Retainers"}
        </Button>
      </div>
      {showRetainers && clients.state.status === "ready" ? (
        <RetainersPanel clients={clients.state.data.clients} />
      ) : null}
      <InvoiceRemindersForm />
    </section>
  );
}
