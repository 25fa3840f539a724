import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { CaveatList, SourceList } from "../../components/tools/caveats-and-sources.tsx";
import { ResultNotes } from "../../components/tools/result-notes.tsx";
import { ResultTable } from "../../components/tools/result-table.tsx";
import { CheckboxField, NumberField, optionsOf, RadioGroup, SelectField } from "../../components/tools/tool-fields.tsx";
import { ToolForm } from "../../components/tools/tool-form.tsx";
import { ToolLayout } from "../../components/tools/tool-layout.tsx";
import { ToolResult } from "../../components/tools/tool-result.tsx";
import { useToolCopy } from "../../components/tools/use-tool-copy.ts";
import { pfEsiFieldCopy, pfEsiPage } from "../../content/tools.ts";
import { pfEsiFieldCopyHi, pfEsiPageHi } from "../../content/hi/tools.ts";
import { remindersCopyHi } from "../../content/hi/reminders.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { calculatePfEsi, type PfEsiResult } from "../../lib/tools/pf-esi.ts";
import { caveatInHindi, formInHindi, lineInHindi } from "../../lib/tools/tool-language.ts";
import { pfEsiKeys, readPfEsiForm, stateOptions } from "../../lib/tools/tool-forms.ts";
import { toolMeta } from "../../lib/tools/tool-meta.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/pf-esi-page";

/** The query parameters this page's HTML depends on (the page cache renders those fresh). */
export const handle = { ...contentPage, queryKeys: [...pfEsiKeys] } satisfies PageHandle;

/** The page and its fields in each language; /hi/tools/pf-esi-calculator is the Hindi one (issue 29). */
const pages = { en: pfEsiPage, hi: pfEsiPageHi };
const fieldCopies = { en: pfEsiFieldCopy, hi: pfEsiFieldCopyHi };
const states = { en: stateOptions, hi: remindersCopyHi.stateOptions };

/** The answer with its ⚠ notes in Hindi, in every line and note and the numbered list alike. */
function resultInHindi(result: PfEsiResult): PfEsiResult {
  return {
    ...result,
    wagesLine: lineInHindi(result.wagesLine),
    epf: result.epf.map(lineInHindi),
    epfFullWages: result.epfFullWages?.map(lineInHindi) ?? null,
    esi: result.esi.map(lineInHindi),
    net: lineInHindi(result.net),
    employerCost: lineInHindi(result.employerCost),
    notes: result.notes.map(lineInHindi),
    caveats: result.caveats.map(caveatInHindi),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const read = readPfEsiForm(new URL(request.url).searchParams);
  const form = language === "hi" ? formInHindi(read) : read;
  const page = { ...copyFor(language, pages), path: pathIn(language, pfEsiPage.path) };
  if (!form.input) return { language, page, form, result: null };
  const services = context.get(servicesContext);
  const result = calculatePfEsi(await services.rulesOn(services.today()), form.input, language);
  return { language, page, form, result: language === "hi" ? resultInHindi(result) : result };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? toolMeta(args.loaderData.page)(args) : []);

export default function PfEsiCalculator({ loaderData }: Route.ComponentProps) {
  const { language, page, form, result } = loaderData;
  const { errors } = form;
  const toolCopy = useToolCopy();
  const copy = copyFor(language, fieldCopies);
  const labels: Record<string, string> = {
    basic: copy.basic.label,
    da: copy.da.label,
    retaining: copy.retaining.label,
    allowances: copy.allowances.label,
    other: copy.other.label,
    eps: copy.eps.legend,
    state: copy.state.label,
  };
  const sources = result
    ? [result.wagesLine, ...result.epf, ...(result.epfFullWages ?? []), ...result.esi, ...result.notes].flatMap(
        (l) => l.sources,
      )
    : [];
  return (
    <ToolLayout
      page={page}
      form={
        <ToolForm action={page.path} submitLabel={toolCopy.calculate}>
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
          <SelectField
            form={form}
            name="state"
            label={copy.state.label}
            options={states[language]}
            fallback="Rajasthan"
          />
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
