import { Download, FileText, Printer } from "lucide-react";
import { useEffect } from "react";
import { data } from "react-router";
import { formatDate, formatDateTime, formatInr } from "../../../contract/shared/format.ts";
import { orderPageCopy as copy } from "../../../contract/shop/order-page.ts";
import type { PageHandle } from "../../../contract/shared/page-handle.ts";
import { paymentMessages } from "../../../contract/shop/payments.ts";
import { InvoiceView } from "../../components/shop/invoice-view.tsx";
import { OrderCreditNote } from "../../components/shop/order-credit-note.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { clearPendingOrder } from "../../lib/shop/pending-order.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/customer-order-page";

/** The key makes every render unique: never kept in the page cache (server/pages/README.md). */
export const handle = { queryKeys: ["key"] } satisfies PageHandle;

/** `/orders/{id}?key=…`: the order's secret key is the only way in; anything else is a 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const order = key ? await context.get(servicesContext).getOrderPage(Number(params.id), key) : null;
  if (!order) throw data(null, { status: 404 });
  return { order };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Order #${loaderData.order.id}` : "Order not found" },
  { name: "robots", content: "noindex" },
  // The key must not travel to other sites in a Referer header.
  { name: "referrer", content: "no-referrer" },
];

export default function OrderPageRoute({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  // The checkout stops pointing here once the order no longer waits for payment.
  useEffect(() => {
    if (order.status !== "awaiting_payment") clearPendingOrder(order.id);
  }, [order.id, order.status]);
  return (
    <>
      <div className="print:hidden">
        <PageHero title={`${copy.title} #${order.id}`} />
      </div>
      <Container className="space-y-8 py-10 sm:py-12">
        <section className="space-y-4 rounded-card border border-line bg-white p-6 shadow-card print:hidden">
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">Status</dt>
            <dd className="font-semibold" data-testid="order-status">
              {copy.statusLabels[order.status]}
            </dd>
            <dt className="text-muted">Placed</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
            {order.paidAt ? (
              <>
                <dt className="text-muted">Paid</dt>
                <dd>{formatDateTime(order.paidAt)}</dd>
              </>
            ) : null}
          </dl>
          {order.payPath ? (
            <div className="rounded-lg border border-line bg-surface p-4" data-testid="awaiting-payment">
              <p className="mb-3">{copy.awaitingPayment}</p>
              <a href={order.payPath} className={buttonClass("accent", "lg")}>
                {paymentMessages.payNow}
              </a>
            </div>
          ) : null}
          {order.paymentExpired ? (
            <p className="rounded-lg border border-line bg-surface p-4" data-testid="payment-expired">
              {copy.paymentExpired}
            </p>
          ) : null}
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th className="py-2">Product</th>
                <th className="py-2 text-right">Quantity</th>
                <th className="py-2 text-right">Total</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, i) => (
                <tr key={i} className="border-b border-line">
                  <td className="py-2">{line.title}</td>
                  <td className="py-2 text-right">{line.quantity}</td>
                  <td className="py-2 text-right">{formatInr(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {order.discount > 0 ? (
                <tr>
                  <td className="py-1" colSpan={2}>
                    Discount{order.coupon ? ` (${order.coupon})` : ""}
                  </td>
                  <td className="py-1 text-right">-{formatInr(order.discount)}</td>
                </tr>
              ) : null}
              <tr className="font-semibold">
                <td className="py-1" colSpan={2}>
                  Total
                </td>
                <td className="py-1 text-right" data-testid="order-page-total">
                  {formatInr(order.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </section>

        {order.downloads.length > 0 || order.downloadsExpireAt ? (
          <section className="space-y-3 rounded-card border border-line bg-white p-6 shadow-card print:hidden">
            <h2 className="text-xl font-bold">{copy.downloadsHeading}</h2>
            {order.downloads.some((d) => d.url) ? (
              <p className="text-sm text-muted">
                {copy.downloadsLeft
                  .replace("{count}", String(Math.min(...order.downloads.map((d) => d.remaining))))
                  .replace("{date}", formatDate(order.downloadsExpireAt) ?? "")}
              </p>
            ) : (
              <p className="text-danger" role="alert" data-testid="downloads-over">
                {copy.downloadsOver}
              </p>
            )}
            <ul className="space-y-2">
              {order.downloads.map((file) => (
                <li key={file.fileId} className="flex items-center justify-between gap-3">
                  <span>
                    <FileText aria-hidden="true" className="mr-2 inline size-4" />
                    {file.title} <span className="text-muted">({file.fileName})</span>
                  </span>
                  {file.url ? (
                    <a href={file.url} className={buttonClass("primary", "md")} download={file.fileName}>
                      <Download aria-hidden="true" className="size-4" />
                      {copy.download}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {order.invoice ? (
          <section className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
              <h2 className="text-xl font-bold">{copy.invoiceHeading}</h2>
              <div className="flex flex-wrap gap-3">
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden="true" className="size-4" />
                  {copy.printInvoice}
                </Button>
                {order.invoicePdfPath ? (
                  <a href={order.invoicePdfPath} className={buttonClass("primary", "md")} data-testid="invoice-pdf">
                    <Download aria-hidden="true" className="size-4" />
                    {copy.downloadPdf}
                  </a>
                ) : null}
              </div>
            </div>
            <InvoiceView invoice={order.invoice} lines={order.lines} />
          </section>
        ) : null}

        {order.invoice && order.creditNote ? (
          <OrderCreditNote note={order.creditNote} invoiceNumber={order.invoice.number} />
        ) : null}
      </Container>
    </>
  );
}
