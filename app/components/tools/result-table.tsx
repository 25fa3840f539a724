import { formatPaise } from "../../../contract/shared/money.ts";
import type { ResultLine } from "../../lib/tools/result-line.ts";
import { CaveatMarks, SourceMarks } from "./marks.tsx";

/**
 * Lines of an answer: the amount, and under each label the rule that produced it, its sources
 * and the ⚠ marks of any uncertain figure it used. `caveats` is the answer's numbered ⚠ list.
 */
export function ResultTable({
  caption,
  lines,
  caveats,
  total,
}: {
  caption: string;
  lines: ResultLine[];
  caveats: string[];
  /** A last line shown as the table's total. */
  total?: ResultLine;
}) {
  const row = (line: ResultLine, strong: boolean) => (
    <tr
      key={line.id}
      data-testid={`line-${line.id}`}
      className={strong ? "border-t-2 border-primary" : "border-t border-line"}
    >
      <th scope="row" className="py-3 pr-3 text-left align-top font-normal">
        <span className={`block ${strong ? "font-bold text-primary-strong" : "font-semibold text-ink"}`}>
          {line.label}
        </span>
        <span className="mt-1 block text-sm text-muted">
          {line.rule}
          <SourceMarks sources={line.sources} />
          <CaveatMarks lineCaveats={line.caveats} caveats={caveats} />
        </span>
      </th>
      <td
        className={`py-3 text-right align-top whitespace-nowrap tabular-nums ${strong ? "text-lg font-bold text-primary-strong" : "font-semibold"}`}
        data-testid={`amount-${line.id}`}
      >
        {formatPaise(line.amountPaise)}
      </td>
    </tr>
  );
  return (
    <table className="w-full border-collapse text-base">
      <caption className="pb-2 text-left text-lg font-bold text-primary-strong">{caption}</caption>
      <tbody>
        {lines.map((line) => row(line, false))}
        {total ? row(total, true) : null}
      </tbody>
    </table>
  );
}
