import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { ToolAnswer } from "../../components/tools/tool-answer.tsx";
import { NumberField, optionsOf, RadioGroup } from "../../components/tools/tool-fields.tsx";
import { ToolForm } from "../../components/tools/tool-form.tsx";
import { ToolLayout } from "../../components/tools/tool-layout.tsx";
import { ToolResult } from "../../components/tools/tool-result.tsx";
import { gratuityFieldCopy as copy, gratuityPage, toolCopy } from "../../content/tools.ts";
import { calculateGratuity } from "../../lib/tools/gratuity.ts";
import { gratuityKeys, readGratuityForm } from "../../lib/tools/tool-forms.ts";
import { toolMeta } from "../../lib/tools/tool-meta.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/gratuity-page";

/** The query parameters this page's HTML depends on (the page cache renders those fresh). */
export const handle = { ...contentPage, queryKeys: [...gratuityKeys] } satisfies PageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const form = readGratuityForm(new URL(request.url).searchParams);
  if (!form.input) return { form, result: null };
  const services = context.get(servicesContext);
  return { form, result: calculateGratuity(await services.rulesOn(services.today()), form.input) };
}

export const meta: Route.MetaFunction = toolMeta(gratuityPage);

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

export default function GratuityCalculator({ loaderData: { form, result } }: Route.ComponentProps) {
  return (
    <ToolLayout
      page={gratuityPage}
      form={
        <ToolForm action={gratuityPage.path} submitLabel={toolCopy.calculate}>
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
