import { Link } from "react-router";
import type { ComparisonPage, ComparisonTab } from "../../../../contract/content/comparison.ts";
import { ComparisonCellView } from "./comparison-cell.tsx";

/**
 * The plan table of one tab. Phones get the same rows as stacked cards (each row's three plans side
 * by side under its label), because a four-column table does not fit 360 px without hiding plans;
 * from 640 px up it is a table, inside a focusable region that scrolls sideways if it must.
 */
export function ComparisonTable({ tab, plans }: { tab: ComparisonTab; plans: ComparisonPage["plans"] }) {
  return (
    <div>
      <ul
        className="space-y-3 sm:hidden"
        aria-label={`${tab.label}: HR Essentials, HR Professional and HR Platinum compared`}
      >
        {tab.rows.map((row) => (
          <li
            key={row.label}
            className="rounded-card border border-line bg-white p-4 shadow-card"
            data-testid="comparison-card"
          >
            <p className="font-semibold text-primary-strong">{row.label}</p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
              {row.cells.map((cell, i) => (
                <div
                  key={plans[i]?.name ?? i}
                  className={`flex flex-col items-center gap-1 rounded-lg py-2 ${i === 1 ? "bg-primary-soft" : "bg-surface"}`}
                >
                  <dt className="text-xs font-semibold text-muted">{plans[i]?.name.replace(/^HR /, "")}</dt>
                  <dd className="text-sm">
                    <ComparisonCellView value={cell} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-label={`${tab.label}: plan table`}
        tabIndex={0}
        className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card sm:block"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="sr-only">{tab.label}: HR Essentials, HR Professional and HR Platinum compared</caption>
          <thead>
            <tr className="bg-primary-soft">
              <th
                scope="col"
                className="sticky left-0 z-10 w-2/5 bg-primary-soft px-4 py-4 text-sm font-semibold text-muted"
              >
                {tab.label}
              </th>
              {plans.map((plan, i) => (
                <th
                  key={plan.name}
                  scope="col"
                  className={`px-3 py-4 text-center text-base font-bold ${i === 1 ? "bg-primary text-white" : "text-primary-strong"}`}
                >
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
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-white px-4 py-3.5 text-sm font-semibold text-ink sm:text-base"
                >
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td
                    key={plans[i]?.name ?? i}
                    className={`px-3 py-3.5 text-center text-sm sm:text-base ${i === 1 ? "bg-primary-soft/50" : ""}`}
                  >
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
