import { Link } from "react-router";
import type { ComparisonPage, ComparisonTab } from "../../../content/comparison.ts";
import { ComparisonCellView } from "./comparison-cell.tsx";

/**
 * The plan table of one tab. On phones it scrolls sideways inside its own focusable region (with
 * the row labels pinned on the left) so the three plans stay side by side and readable.
 */
export function ComparisonTable({ tab, plans, scrollHint }: { tab: ComparisonTab; plans: ComparisonPage["plans"]; scrollHint: string }) {
  return (
    <div>
      <p className="mb-2 text-sm text-muted sm:hidden" aria-hidden="true">
        {scrollHint} →
      </p>
      <div role="region" aria-label={`${tab.label}: plan table`} tabIndex={0} className="overflow-x-auto rounded-card border border-line bg-white shadow-card">
        <table className="w-full min-w-[34rem] border-collapse text-left">
          <caption className="sr-only">{tab.label}: HR Essentials, HR Professional and HR Platinum compared</caption>
          <thead>
            <tr className="bg-primary-soft">
              <th scope="col" className="sticky left-0 z-10 w-2/5 bg-primary-soft px-4 py-4 text-sm font-semibold text-muted">
                {tab.label}
              </th>
              {plans.map((plan, i) => (
                <th key={plan.name} scope="col" className={`px-3 py-4 text-center text-base font-bold ${i === 1 ? "bg-primary text-white" : "text-primary-strong"}`}>
                  <Link to={plan.to} className="no-underline hover:underline">
                    {plan.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tab.rows.map((row) => (
              <tr key={row.label} className="border-t border-line">
                <th scope="row" className="sticky left-0 z-10 bg-white px-4 py-3.5 text-sm font-semibold text-ink sm:text-base">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={plans[i]?.name ?? i} className={`px-3 py-3.5 text-center text-sm sm:text-base ${i === 1 ? "bg-primary-soft/50" : ""}`}>
                    <ComparisonCellView value={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
