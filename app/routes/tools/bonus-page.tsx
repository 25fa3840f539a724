import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { CaveatList, SourceList } from "../../components/tools/caveats-and-sources.tsx";
import { CaveatMarks } from "../../components/tools/marks.tsx";
import { ResultNotes } from "../../components/tools/result-notes.tsx";
import { ToolAnswer } from "../../components/tools/tool-answer.tsx";
import { NumberField, optionsOf, RadioGroup, TextAreaField } from "../../components/tools/tool-fields.tsx";
import { ToolForm } from "../../components/tools/tool-form.tsx";
import { ToolLayout } from "../../components/tools/tool-layout.tsx";
import { ToolResult } from "../../components/tools/tool-result.tsx";
import { useToolCopy } from "../../components/tools/use-tool-copy.ts";
import { bonusFieldCopy, bonusPage } from "../../content/tools.ts";
import { bonusFieldCopyHi, bonusPageHi } from "../../content/hi/tools.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { caveatInHindi, formInHindi, lineInHindi } from "../../lib/tools/tool-language.ts";
import { formatPaise } from "../../../contract/shared/money.ts";
import { bonusCoverage, bonusNotes, calculateBonus } from "../../lib/tools/bonus.ts";
import { caveatsOf } from "../../lib/tools/result-line.ts";
import { bonusKeys, readBonusForm } from "../../lib/tools/tool-forms.ts";
import { toolMeta } from "../../lib/tools/tool-meta.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/bonus-page";

/** The query parameters this page's HTML depends on (the page cache renders those fresh). */
export const handle = { ...contentPage, queryKeys: [...bonusKeys] } satisfies PageHandle;

/** The page and its fields in each language; /hi/tools/bonus-calculator is the Hindi one (issue 29). */
const pages = { en: bonusPage, hi: bonusPageHi };
const fieldCopies = { en: bonusFieldCopy, hi: bonusFieldCopyHi };

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const hindi = language === "hi";
  const page = { ...copyFor(language, pages), path: pathIn(language, bonusPage.path) };
  const services = context.get(servicesContext);
  const rules = await services.rulesOn(services.today());
  const read = readBonusForm(new URL(request.url).searchParams, rules, language);
  const form = hindi ? formInHindi(read) : read;
  // The form's first values are the rules in force, like the answer (decision 084).
  const defaults = {
    rate: String(rules.bonus.minimumRate.value / 100),
    minimumWage: String(rules.minimumWage.rajasthanUnskilledMonthly.value),
  };
  if (!form.input) return { language, page, form, defaults, result: null };
  const { terms, employees, mode } = form.input;
  const coverage = bonusCoverage(rules, terms, language);
  const answers = coverage ? [] : employees.map((e) => calculateBonus(rules, terms, e, language));
  // A Hindi answer's ⚠ notes are looked up in Hindi by the English note (tool-language.ts).
  const rows = hindi
    ? answers.map((r) => ({ ...r, lines: r.lines.map(lineInHindi), caveats: r.caveats.map(caveatInHindi) }))
    : answers;
  const notes = (coverage ? [coverage] : bonusNotes(rules, language)).map((n) => (hindi ? lineInHindi(n) : n));
  const caveats = caveatsOf([...rows, ...notes]);
  const totalPaise = rows.reduce((sum, r) => sum + r.payablePaise, 0);
  return { language, page, form, defaults, result: { mode, rows, notes, caveats, totalPaise } };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? toolMeta(args.loaderData.page)(args) : []);

export default function BonusCalculator({ loaderData }: Route.ComponentProps) {
  const { language, page, form, defaults, result } = loaderData;
  const toolCopy = useToolCopy();
  const copy = copyFor(language, fieldCopies);
  const labels: Record<string, string> = {
    mode: copy.mode.legend,
    wages: copy.wages.label,
    months: copy.months.label,
    days: copy.days.label,
    csv: copy.csv.label,
    rate: copy.rate.label,
    minwage: copy.minimumWage.label,
    covered: copy.covered.legend,
  };
  const { errors } = form;
  const sources = result ? [...result.rows.flatMap((r) => r.sources), ...result.notes.flatMap((n) => n.sources)] : [];
  return (
    <ToolLayout
      page={page}
      form={
        <ToolForm action={page.path} submitLabel={toolCopy.calculate}>
          <RadioGroup
            form={form}
            name="covered"
            label={copy.covered.legend}
            options={optionsOf(copy.covered.options)}
            fallback="yes"
          />
          <NumberField
            form={form}
            name="rate"
            label={copy.rate.label}
            hint={copy.rate.hint}
            fallback={defaults.rate}
            decimal
          />
          <NumberField
            form={form}
            name="minwage"
            label={copy.minimumWage.label}
            hint={copy.minimumWage.hint}
            fallback={form.submitted ? undefined : defaults.minimumWage}
            decimal
          />
          <RadioGroup
            form={form}
            name="mode"
            label={copy.mode.legend}
            options={optionsOf(copy.mode.options)}
            fallback="one"
          />
          <fieldset className="space-y-5 rounded-lg border border-line p-4">
            <legend className="px-1 text-sm font-semibold text-ink">{copy.mode.options.one}</legend>
            <NumberField form={form} name="wages" label={copy.wages.label} hint={copy.wages.hint} decimal />
            <NumberField form={form} name="months" label={copy.months.label} />
            <NumberField form={form} name="days" label={copy.days.label} />
          </fieldset>
          <fieldset className="rounded-lg border border-line p-4">
            <legend className="px-1 text-sm font-semibold text-ink">{copy.mode.options.list}</legend>
            <TextAreaField
              form={form}
              name="csv"
              label={copy.csv.label}
              hint={copy.csv.hint}
              placeholder={copy.csv.placeholder}
            />
          </fieldset>
        </ToolForm>
      }
    >
      <ToolResult submitted={form.submitted} errors={errors} labels={labels}>
        {result ? (
          <>
            {result.mode === "one" && result.rows[0] ? (
              <ToolAnswer
                headline={result.rows[0].headline}
                lines={result.rows[0].lines}
                notes={result.notes}
                caveats={result.caveats}
                sources={sources}
              >
                {!result.rows[0].eligible ? (
                  <CaveatMarks lineCaveats={result.rows[0].caveats} caveats={result.caveats} />
                ) : null}
              </ToolAnswer>
            ) : null}
            {result.mode === "list" && result.rows.length ? (
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-base">
                  <caption className="pb-2 text-left text-lg font-bold text-primary-strong">{copy.listHeading}</caption>
                  <thead>
                    <tr className="border-b-2 border-line text-left text-sm text-muted">
                      <th scope="col" className="py-2 pr-3">
                        {copy.columns.name}
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        {copy.columns.working}
                      </th>
                      <th scope="col" className="py-2 text-right">
                        {copy.columns.result}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.rows.map((row, i) => (
                      <tr key={`${row.name}-${i}`} className="border-b border-line align-top" data-testid="bonus-row">
                        <th scope="row" className="py-2 pr-3 text-left font-semibold break-words">
                          {row.name}
                        </th>
                        <td className="py-2 pr-3 text-sm text-muted">
                          {row.eligible ? row.lines.at(-1)?.rule : row.headline}
                          <CaveatMarks lineCaveats={row.caveats} caveats={result.caveats} />
                        </td>
                        <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                          {formatPaise(row.payablePaise)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr className="border-t-2 border-primary">
                      <th scope="row" colSpan={2} className="py-3 text-left font-bold text-primary-strong">
                        {copy.total}
                      </th>
                      <td
                        className="py-3 text-right text-lg font-bold whitespace-nowrap text-primary-strong tabular-nums"
                        data-testid="bonus-total"
                      >
                        {formatPaise(result.totalPaise)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            ) : null}
            {result.mode === "list" ? (
              <>
                <ResultNotes notes={result.notes} caveats={result.caveats} />
                <CaveatList caveats={result.caveats} />
                <SourceList sources={sources} />
              </>
            ) : null}
          </>
        ) : null}
      </ToolResult>
    </ToolLayout>
  );
}
