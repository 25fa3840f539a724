import { useMemo, useState } from "react";
import {
  adminMessages,
  adminPaths,
  orderStatuses,
  type AdminOrder,
  type Done,
  type OrderAnswer,
  type OrderList,
} from "../../../contract/console/admin.ts";
import { ConfirmButton } from "../../components/admin/confirm-button.tsx";
import { CsvDownload } from "../../components/admin/csv-download.tsx";
import { formatDateTime, formatInr } from "../../../contract/shared/format.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { SearchBox } from "../../components/admin/search-box.tsx";
import { StatusBadge, StatusSelect } from "../../components/admin/status-select.tsx";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { errorMessage } from "../../lib/api-client.ts";

/** Orders newest first with lines, totals, coupon, note and the customer; status and resend. */
export default function AdminOrders() {
  const [q, setQ] = useState("");
  const path = useMemo(() => (q ? `${adminPaths.orders}?q=${encodeURIComponent(q)}` : adminPaths.orders), [q]);
  const { state, reload } = useAdminData<OrderList>(path);

  return (
    <section>
      <PanelHeader title="Orders" note="Orders placed at checkout, newest first.">
        <SearchBox label="Search name, e-mail or phone" onSearch={setQ} />
        <CsvDownload path={adminPaths.orders} label="Download CSV" />
      </PanelHeader>
      <ListState
        state={state}
        reload={reload}
        empty={q ? "No orders match this search." : "No orders yet."}
        isEmpty={(d) => d.orders.length === 0}
      >
        {({ orders }) => (
          <ul className="space-y-4">
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} reload={reload} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function OrderCard({ order, reload }: { order: AdminOrder; reload: () => void }) {
  const call = useAdminApi();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const paidOnline = order.invoiceNumber !== null;

  return (
    <li data-testid="order" className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold">
            Order #{order.id} <StatusBadge status={order.status} />
          </h3>
          <p className="text-sm text-muted">Placed {formatDateTime(order.created_at)}</p>
        </div>
        <StatusSelect
          label={`Status of order ${order.id}`}
          value={order.status}
          options={orderStatuses}
          onSave={async (status) => {
            await call<OrderAnswer>(adminPaths.order(order.id), {
              method: "PATCH",
              json: { status },
              fallbackMessage: adminMessages.saveFailed,
            });
            reload();
          }}
        />
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Customer</dt>
          <dd className="break-words">
            {order.firstName} {order.lastName}
          </dd>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">
            <a href={`mailto:${order.email}`} className="text-info underline">
              {order.email}
            </a>
          </dd>
          <dt className="font-semibold">Phone</dt>
          <dd>
            <a href={`tel:${order.phone.replace(/[^+\d]/g, "")}`} className="text-info underline">
              {order.phone}
            </a>
          </dd>
          <dt className="font-semibold">Address</dt>
          <dd className="break-words">
            {order.address}, {order.city}, {order.state} {order.pinCode}, {order.country}
          </dd>
          {order.note ? (
            <>
              <dt className="font-semibold">Note</dt>
              <dd className="break-words whitespace-pre-line">{order.note}</dd>
            </>
          ) : null}
        </dl>
        <div>
          <table className="w-full text-sm">
            <caption className="sr-only">Lines of order {order.id}</caption>
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th scope="col" className="py-1 font-semibold">
                  Item
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, i) => (
                <tr key={i} className="border-b border-line/60">
                  <td className="py-1.5 pr-2">{line.title}</td>
                  <td className="py-1.5 text-right">{line.quantity}</td>
                  <td className="py-1.5 text-right whitespace-nowrap">{formatInr(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className="pt-2 text-right font-normal text-muted">
                  Subtotal
                </th>
                <td className="pt-2 text-right whitespace-nowrap">{formatInr(order.subtotal)}</td>
              </tr>
              {order.discount > 0 ? (
                <tr>
                  <th scope="row" colSpan={2} className="text-right font-normal text-muted">
                    Discount{order.coupon ? ` (${order.coupon})` : ""}
                  </th>
                  <td className="text-right whitespace-nowrap">−{formatInr(order.discount)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={2} className="text-right">
                  Total
                </th>
                <td className="text-right font-bold whitespace-nowrap">{formatInr(order.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
      {order.paymentProvider !== "none" || order.history.length > 0 ? <PaymentDetails order={order} /> : null}
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <ConfirmButton
          label={paidOnline ? "Re-send order link" : "Resend confirmation e-mail"}
          title={
            paidOnline
              ? `Send the link to order #${order.id} (invoice and downloads) again?`
              : `Send the confirmation of order #${order.id} again?`
          }
          confirmLabel="Send again"
          variant="primary"
          onConfirm={async () => {
            try {
              const answer = await call<Done>(adminPaths.resendConfirmation(order.id), {
                method: "POST",
                fallbackMessage: adminMessages.saveFailed,
              });
              setNotice({ ok: true, text: answer.message });
            } catch (err) {
              setNotice({ ok: false, text: errorMessage(err, adminMessages.saveFailed) });
            }
          }}
        >
          {paidOnline
            ? `The customer gets the payment e-mail with the link to their order page at ${order.email} once more.`
            : `The customer gets the order confirmation at ${order.email} once more.`}
        </ConfirmButton>
        {notice ? (
          <p role={notice.ok ? "status" : "alert"} className={`text-sm ${notice.ok ? "text-success" : "text-danger"}`}>
            {notice.text}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Online payment: the gateway's payment id, the invoice and every status change with who made it. */
function PaymentDetails({ order }: { order: AdminOrder }) {
  return (
    <div className="mt-4 grid gap-4 border-t border-line pt-4 text-sm lg:grid-cols-2" data-testid="order-payment">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Payment</dt>
        <dd>{order.paymentProvider === "none" ? "Not online" : order.paymentProvider}</dd>
        <dt className="font-semibold">Payment id</dt>
        <dd className="break-all" data-testid="order-payment-id">
          {order.paymentId ?? "None yet"}
        </dd>
        {order.paidAt ? (
          <>
            <dt className="font-semibold">Paid</dt>
            <dd>{formatDateTime(order.paidAt)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Invoice</dt>
        <dd>{order.invoiceNumber ?? "Not issued"}</dd>
        {order.buyerGstin ? (
          <>
            <dt className="font-semibold">Buyer GSTIN</dt>
            <dd>{order.buyerGstin}</dd>
          </>
        ) : null}
      </dl>
      <div>
        <h4 className="mb-1 font-semibold">Status history</h4>
        <ol className="space-y-1" data-testid="order-history">
          {order.history.map((event, i) => (
            <li key={i}>
              <span className="text-muted">{formatDateTime(event.at)}</span> · {event.status} ({event.source}):{" "}
              {event.detail}
            </li>
          ))}
        </ol>
        <p className="mt-2 text-muted">To record a refund made in Razorpay's dashboard, set the status to refunded.</p>
      </div>
    </div>
  );
}
