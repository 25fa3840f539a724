import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { ToolAnswer } from "../../components/tools/tool-answer.tsx";
import { NumberField, optionsOf, RadioGroup } from "../../components/tools/tool-fields.tsx";
import { ToolForm } from "../../components/tools/tool-form.tsx";
import { ToolLayout } from "../../components/tools/tool-layout.tsx";
import { ToolResult } from "../../components/tools/tool-result.tsx";
import { useToolCopy } from "../../components/tools/use-tool-copy.ts";
import { gratuityFieldCopy, gratuityPage } from "../../content/tools.ts";
import { gratuityFieldCopyHi, gratuityPageHi } from "../../content/hi/tools.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { answerInHindi, formInHindi } from "../../lib/tools/tool-language.ts";
import { calculateGratuity } from "../../lib/tools/gratuity.ts";
import { gratuityKeys, readGratuityForm } from "../../lib/tools/tool-forms.ts";
import { toolMeta } from "../../lib/tools/tool-meta.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/gratuity-page";

/** The query parameters this page's HTML depends on (the page cache renders those fresh). */
export const handle = { ...contentPage, queryKeys: [...gratuityKeys] } satisfies PageHandle;

/** The page and its fields in each language; /hi/tools/gratuity-calculator is the Hindi one (issue 29). */
const pages = { en: gratuityPage, hi: gratuityPageHi };
const fieldCopies = { en: gratuityFieldCopy, hi: gratuityFieldCopyHi };

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const read = readGratuityForm(new URL(request.url).searchParams);
  const form = language === "hi" ? formInHindi(read) : read;
  const page = { ...copyFor(language, pages), path: pathIn(language, gratuityPage.path) };
  if (!form.input) return { language, page, form, result: null };
  const services = context.get(servicesContext);
  const result = calculateGratuity(await services.rulesOn(services.today()), form.input, language);
  return { language, page, form, result: language === "hi" ? answerInHindi(result) : result };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? toolMeta(args.loaderData.page)(args) : []);

export default function GratuityCalculator({ loaderData: { language, page, form, result } }: Route.ComponentProps) {
  const toolCopy = useToolCopy();
  const copy = copyFor(language, fieldCopies);
  const labels: Record<string, string> = {
    wages: copy.wages.label,
    allowances: copy.allowances.label,
    other: copy.other.label,
    years: copy.years.label,
    months: copy.months.label,
    type: copy.type.legend,
    covered: copy.covered.legend,
    exit: copy.exit.legend,
  };
  return (
    <ToolLayout
      page={page}
      form={
        <ToolForm action={page.path} submitLabel={toolCopy.calculate}>
          <NumberField form={form} name="wages" label={copy.wages.label} hint={copy.wages.hint} decimal />
          <NumberField
            form={form}
            name="allowances"
            label={copy.allowances.label}
            hint={copy.allowances.hint}
            decimal
          />
          <NumberField form={form} name="other" label={copy.other.label} hint={copy.other.hint} decimal />
          <div className="grid grid-cols-2 gap-4">
            <NumberField form={form} name="years" label={copy.years.label} />
            <NumberField form={form} name="months" label={copy.months.label} />
          </div>
          <RadioGroup
            form={form}
            name="type"
            label={copy.type.legend}
            options={optionsOf(copy.type.options)}
            fallback="permanent"
          />
          <RadioGroup
            form={form}
            name="exit"
            label={copy.exit.legend}
            options={optionsOf(copy.exit.options)}
            fallback="leaving"
          />
          <RadioGroup
            form={form}
            name="covered"
            label={copy.covered.legend}
            options={optionsOf(copy.covered.options)}
            fallback="yes"
          />
        </ToolForm>
      }
    >
      <ToolResult submitted={form.submitted} errors={form.errors} labels={labels}>
        {result ? (
          <ToolAnswer
            headline={result.headline}
            lines={result.lines}
            notes={result.notes}
            caveats={result.caveats}
            sources={result.sources}
          />
        ) : null}
      </ToolResult>
    </ToolLayout>
  );
}
