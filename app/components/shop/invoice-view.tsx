import { formatDate, formatInr } from "../../../contract/shared/format.ts";
import type { OrderInvoice, OrderPageLine } from "../../../contract/shop/order-page.ts";

const money = (rupees: number | null) => (rupees === null ? "" : formatInr(rupees));

/** The GST tax invoice of a paid order, as printed (decision 032): the PDF shows the same facts. */
export function InvoiceView({ invoice, lines }: { invoice: OrderInvoice; lines: OrderPageLine[] }) {
  const { seller, buyer, totals } = invoice;
  const cell = "border border-line px-2 py-1.5";
  return (
    <article
      className="rounded-card border border-line bg-white p-5 text-sm shadow-card sm:p-8 print:border-0 print:shadow-none"
      data-testid="invoice"
    >
      <h2 className="mb-4 text-center text-xl font-bold">Tax Invoice</h2>
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <div>
          <p className="font-semibold">{seller.legalName}</p>
          {seller.addressLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            {seller.city} {seller.postalCode}, {seller.state}
          </p>
          <p>GSTIN: {seller.gstin}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 sm:justify-self-end">
          <dt className="text-muted">Invoice number</dt>
          <dd className="font-semibold" data-testid="invoice-number">
            {invoice.number}
          </dd>
          <dt className="text-muted">Invoice date</dt>
          <dd>{formatDate(invoice.date)}</dd>
          <dt className="text-muted">Place of supply</dt>
          <dd>{invoice.placeOfSupply}</dd>
        </dl>
      </div>
      <div className="mb-6">
        <p className="text-muted">Billed to</p>
        <p className="font-semibold">{buyer.name}</p>
        {buyer.addressLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          {buyer.state}
          {buyer.stateCode ? ` (state code ${buyer.stateCode})` : ""}
        </p>
        {buyer.gstin ? <p>GSTIN: {buyer.gstin}</p> : null}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <thead className="bg-surface">
            <tr>
              <th className={cell}>Description</th>
              <th className={cell}>SAC</th>
              <th className={`${cell} text-right`}>Qty</th>
              <th className={`${cell} text-right`}>Taxable value</th>
              <th className={`${cell} text-right`}>Rate</th>
              {invoice.intraState ? (
                <>
                  <th className={`${cell} text-right`}>CGST</th>
                  <th className={`${cell} text-right`}>SGST</th>
                </>
              ) : (
                <th className={`${cell} text-right`}>IGST</th>
              )}
              <th className={`${cell} text-right`}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={i}>
                <td className={cell}>{line.title}</td>
                <td className={cell}>{line.sacCode}</td>
                <td className={`${cell} text-right`}>{line.quantity}</td>
                <td className={`${cell} text-right`}>{money(line.taxable)}</td>
                <td className={`${cell} text-right`}>{line.gstRate}%</td>
                {invoice.intraState ? (
                  <>
                    <td className={`${cell} text-right`}>{money(line.cgst)}</td>
                    <td className={`${cell} text-right`}>{money(line.sgst)}</td>
                  </>
                ) : (
                  <td className={`${cell} text-right`}>{money(line.igst)}</td>
                )}
                <td className={`${cell} text-right`}>
                  {money((line.taxable ?? 0) + (line.cgst ?? 0) + (line.sgst ?? 0) + (line.igst ?? 0))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <td className={cell} colSpan={3}>
                Total
              </td>
              <td className={`${cell} text-right`}>{money(totals.taxable)}</td>
              <td className={cell} />
              {invoice.intraState ? (
                <>
                  <td className={`${cell} text-right`}>{money(totals.cgst)}</td>
                  <td className={`${cell} text-right`}>{money(totals.sgst)}</td>
                </>
              ) : (
                <td className={`${cell} text-right`}>{money(totals.igst)}</td>
              )}
              <td className={`${cell} text-right`} data-testid="invoice-total">
                {money(totals.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-4 text-muted">Prices include GST. Tax is not payable on reverse charge.</p>
      <p className="mt-6 text-right">
        For {seller.legalName}
        <br />
        Authorised signatory
      </p>
    </article>
  );
}
