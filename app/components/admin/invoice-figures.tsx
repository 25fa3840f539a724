import { supplyLabels, type Invoice } from "../../../contract/console/billing.ts";
import { formatPaise, toPaise } from "../../../contract/shared/money.ts";

const money = (rupees: number) => formatPaise(toPaise(rupees));

/**
 * An invoice's figures as the server worked them out (decision 155): each line's discount,
 * taxable value, CGST and SGST or IGST and amount, and the totals, which are their sums. The
 * console computes nothing here; the PDF prints the same figures.
 */
export function InvoiceFigures({ invoice }: { invoice: Invoice }) {
  const taxes = invoice.intraState ? (["cgst", "sgst"] as const) : (["igst"] as const);
  const discounted = invoice.lines.some((line) => line.discount);
  const discountTotal = invoice.lines.reduce((sum, line) => sum + toPaise(line.discount?.amount ?? 0), 0);
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-muted">
        Figures: place of supply {invoice.placeOfSupply}
        {invoice.supply ? ` · ${supplyLabels[invoice.supply.kind]}` : ""}
        {invoice.ratesIncludeGst ? " · rates include GST" : ""}
      </summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-right">
          <thead>
            <tr>
              <th scope="col" className="text-left">
                Line
              </th>
              <th scope="col">Qty × rate</th>
              {discounted ? <th scope="col">Discount</th> : null}
              <th scope="col">Taxable</th>
              {taxes.map((tax) => (
                <th key={tax} scope="col">
                  {tax.toUpperCase()}
                </th>
              ))}
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={i}>
                <td className="text-left">
                  {line.description} ({line.gstRate}%)
                </td>
                <td>
                  {line.quantity} × {money(line.rate)}
                </td>
                {discounted ? (
                  <td>
                    {line.discount
                      ? `${money(line.discount.amount)}${line.discount.kind === "percent" ? ` (${line.discount.value}%)` : ""}`
                      : ""}
                  </td>
                ) : null}
                <td>{money(line.taxable)}</td>
                {taxes.map((tax) => (
                  <td key={tax}>{money(line[tax])}</td>
                ))}
                <td>{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <th scope="row" className="text-left">
                Total
              </th>
              <td />
              {discounted ? <td>{formatPaise(discountTotal)}</td> : null}
              <td>{money(invoice.taxable)}</td>
              {taxes.map((tax) => (
                <td key={tax}>{money(invoice[tax])}</td>
              ))}
              <td>{money(invoice.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </details>
  );
}
