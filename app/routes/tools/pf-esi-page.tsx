import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { CaveatList, SourceList } from "../../components/tools/caveats-and-sources.tsx";
import { ResultNotes } from "../../components/tools/result-notes.tsx";
import { ResultTable } from "../../components/tools/result-table.tsx";
import { CheckboxField, NumberField, optionsOf, RadioGroup, SelectField } from "../../components/tools/tool-fields.tsx";
import { ToolForm } from "../../components/tools/tool-form.tsx";
import { ToolLayout } from "../../components/tools/tool-layout.tsx";
import { ToolResult } from "../../components/tools/tool-result.tsx";
import { pfEsiFieldCopy as copy, pfEsiPage, toolCopy } from "../../content/tools.ts";
import { calculatePfEsi } from "../../lib/tools/pf-esi.ts";
import { pfEsiKeys, readPfEsiForm, stateOptions } from "../../lib/tools/tool-forms.ts";
import { toolMeta } from "../../lib/tools/tool-meta.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/pf-esi-page";

/** The query parameters this page's HTML depends on (the page cache renders those fresh). */
export const handle = { ...contentPage, queryKeys: [...pfEsiKeys] } satisfies PageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const form = readPfEsiForm(new URL(request.url).searchParams);
  if (!form.input) return { form, result: null };
  const services = context.get(servicesContext);
  return { form, result: calculatePfEsi(await services.rulesOn(services.today()), form.input) };
}

export const meta: Route.MetaFunction = toolMeta(pfEsiPage);

const labels: Record<string, string> = {
  basic: copy.basic.label,
  da: copy.da.label,
  retaining: copy.retaining.label,
  allowances: copy.allowances.label,
  other: copy.other.label,
  eps: copy.eps.legend,
  state: copy.state.label,
};

export default function PfEsiCalculator({ loaderData }: Route.ComponentProps) {
  const { form, result } = loaderData;
  const { errors } = form;
  const sources = result
    ? [result.wagesLine, ...result.epf, ...(result.epfFullWages ?? []), ...result.esi, ...result.notes].flatMap(
        (l) => l.sources,
      )
    : [];
  return (
    <ToolLayout
      page={pfEsiPage}
      form={
        <ToolForm action={pfEsiPage.path} submitLabel={toolCopy.calculate}>
          <NumberField form={form} name="basic" label={copy.basic.label} hint={copy.basic.hint} decimal />
          <NumberField form={form} name="da" label={copy.da.label} decimal />
          <NumberField form={form} name="retaining" label={copy.retaining.label} decimal />
          <NumberField
            form={form}
            name="allowances"
            label={copy.allowances.label}
            hint={copy.allowances.hint}
            decimal
          />
          <NumberField form={form} name="other" label={copy.other.label} hint={copy.other.hint} decimal />
          <RadioGroup
            form={form}
            name="eps"
            label={copy.eps.legend}
            options={optionsOf(copy.eps.options)}
            fallback="auto"
          />
          <SelectField form={form} name="state" label={copy.state.label} options={stateOptions} fallback="Rajasthan" />
          <CheckboxField form={form} name="disability" label={copy.disability.label} />
          <CheckboxField form={form} name="esi_earlier" label={copy.esiCoveredEarlier.label} />
        </ToolForm>
      }
    >
      <ToolResult submitted={form.submitted} errors={errors} labels={labels}>
        {result ? (
          <>
            <ResultTable
              caption={copy.headings.totals}
              lines={[result.net, result.employerCost]}
              caveats={result.caveats}
            />
            <ResultTable caption={copy.headings.wages} lines={[result.wagesLine]} caveats={result.caveats} />
            <ResultTable caption={copy.headings.epf} lines={result.epf} caveats={result.caveats} />
            {result.epfFullWages ? (
              <ResultTable caption={copy.headings.epfFull} lines={result.epfFullWages} caveats={result.caveats} />
            ) : null}
            <ResultTable caption={copy.headings.esi} lines={result.esi} caveats={result.caveats} />
            <ResultNotes notes={result.notes} caveats={result.caveats} />
            <CaveatList caveats={result.caveats} />
            <SourceList sources={sources} />
          </>
        ) : null}
      </ToolResult>
    </ToolLayout>
  );
}
