import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { Link } from "react-router";
import { CaveatList, SourceList } from "../../components/tools/caveats-and-sources.tsx";
import { CaveatMarks, SourceMarks } from "../../components/tools/marks.tsx";
import { NumberField, RadioGroup, SelectField } from "../../components/tools/tool-fields.tsx";
import { ToolForm } from "../../components/tools/tool-form.tsx";
import { ToolLayout } from "../../components/tools/tool-layout.tsx";
import { ToolResult } from "../../components/tools/tool-result.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { establishmentKinds } from "../../../contract/rules/establishment-kinds.ts";
import { bookingLinks } from "../../content/booking.ts";
import { whichLawsFieldCopy, whichLawsPage } from "../../content/tools.ts";
import { whichLawsFieldCopyHi, whichLawsPageHi } from "../../content/hi/tools.ts";
import { remindersCopyHi } from "../../content/hi/reminders.ts";
import { kindLabelsHi } from "../../../contract/api/reminders-hi.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { useToolCopy } from "../../components/tools/use-tool-copy.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { checkApplicability } from "../../lib/tools/applicability.ts";
import { applicabilityInHindi } from "../../lib/tools/applicability-hi.ts";
import { formInHindi } from "../../lib/tools/tool-language.ts";
import { readWhichLawsForm, stateOptions, whichLawsKeys } from "../../lib/tools/tool-forms.ts";
import { toolMeta } from "../../lib/tools/tool-meta.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/which-laws-page";

/** The query parameters this page's HTML depends on (the page cache renders those fresh). */
export const handle = { ...contentPage, queryKeys: [...whichLawsKeys] } satisfies PageHandle;

/** The page, its fields and choices in each language; /hi/tools/which-laws-apply is the Hindi one (issue 29). */
const pages = { en: whichLawsPage, hi: whichLawsPageHi };
const choices = {
  en: {
    copy: whichLawsFieldCopy,
    states: stateOptions,
    kinds: establishmentKinds.map((k) => ({ value: k.id, label: k.label })),
    book: bookingLinks.checker,
  },
  hi: {
    copy: whichLawsFieldCopyHi,
    states: remindersCopyHi.stateOptions,
    kinds: establishmentKinds.map((k) => ({ value: k.id, label: kindLabelsHi[k.id] })),
    book: "निःशुल्क परामर्श बुक करें (अंग्रेज़ी में)",
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const page = { ...copyFor(language, pages), path: pathIn(language, whichLawsPage.path) };
  const read = readWhichLawsForm(new URL(request.url).searchParams);
  const form = language === "hi" ? formInHindi(read) : read;
  const services = context.get(servicesContext);
  const rules = await services.rulesOn(services.today());
  const english = form.input ? checkApplicability(rules, form.input) : null;
  const result =
    english && form.input && language === "hi" ? applicabilityInHindi(rules, form.input, english) : english;
  return {
    language,
    page,
    form,
    result,
    // The enquiry keeps the checker's answers as data, not only as the message's text (issue 30).
    contactTo: result
      ? `/contact?${new URLSearchParams({ message: result.summary, from: "which-laws", answers: answersOf(request) })}`
      : "/contact",
    // The booking carries the answers along, as the enquiry does (issue 31).
    bookTo: result ? `/book?${new URLSearchParams({ answers: result.summary })}` : "/book",
  };
}

/** The checker's own query parameters, as the enquiry keeps them. */
function answersOf(request: Request): string {
  const query = new URL(request.url).searchParams;
  return new URLSearchParams(
    whichLawsKeys.flatMap((key) => (query.has(key) ? [[key, query.get(key) ?? ""]] : [])),
  ).toString();
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? toolMeta(args.loaderData.page)(args) : []);

export default function WhichLawsApply({ loaderData }: Route.ComponentProps) {
  const { language, page, form, result, contactTo, bookTo } = loaderData;
  const { errors } = form;
  const toolCopy = useToolCopy();
  const { copy, states, kinds, book } = choices[language];
  // The contact and booking pages are English: a Hindi page says where its link goes.
  const english = language === "en" ? undefined : "en";
  const labels: Record<string, string> = {
    state: copy.state.label,
    kind: copy.kind.label,
    employees: copy.employees.label,
    women: copy.women.label,
    contract: copy.contract.label,
    upto15k: copy.upTo15k.label,
    upto21k: copy.upTo21k.label,
  };
  return (
    <ToolLayout
      page={page}
      contactTo={contactTo}
      form={
        <ToolForm action={page.path} submitLabel={toolCopy.check}>
          <SelectField form={form} name="state" label={copy.state.label} options={states} fallback="Rajasthan" />
          <RadioGroup form={form} name="kind" label={copy.kind.label} options={kinds} />
          <NumberField form={form} name="employees" label={copy.employees.label} hint={copy.employees.hint} />
          <NumberField form={form} name="women" label={copy.women.label} />
          <NumberField form={form} name="contract" label={copy.contract.label} />
          <NumberField form={form} name="upto21k" label={copy.upTo21k.label} />
          <NumberField form={form} name="upto15k" label={copy.upTo15k.label} />
        </ToolForm>
      }
    >
      <ToolResult submitted={form.submitted} errors={errors} labels={labels}>
        {result ? (
          <>
            <section aria-labelledby="applies-heading" className="space-y-3">
              <h3 id="applies-heading" className="text-xl font-bold">
                {copy.headings.applies} ({result.duties.length})
              </h3>
              <ol className="space-y-3">
                {result.duties.map((duty) => (
                  <li
                    key={duty.id}
                    className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
                    data-testid="duty"
                  >
                    <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                      {copy.categories[duty.category]}
                    </p>
                    <h4 className="mt-1 text-lg font-bold">
                      {duty.title}
                      <CaveatMarks lineCaveats={duty.caveats} caveats={result.caveats} />
                    </h4>
                    <p className="mt-1 text-base">{duty.what}</p>
                    <dl className="mt-2 grid gap-x-4 gap-y-1 text-base sm:grid-cols-[7rem_1fr]">
                      <dt className="font-semibold text-muted">{copy.headings.trigger}</dt>
                      <dd data-testid="duty-trigger">
                        {duty.trigger}
                        <span className="text-sm text-muted">
                          <SourceMarks sources={duty.sources} />
                        </span>
                      </dd>
                      <dt className="font-semibold text-muted">{copy.headings.authority}</dt>
                      <dd>{duty.authority}</dd>
                      {duty.portal ? (
                        <>
                          <dt className="font-semibold text-muted">{copy.headings.portal}</dt>
                          <dd>
                            <a href={duty.portal.href} className="text-info underline" rel="noopener">
                              {duty.portal.label}
                            </a>
                          </dd>
                        </>
                      ) : null}
                      {duty.guide ? (
                        <>
                          <dt className="font-semibold text-muted">{copy.headings.guide}</dt>
                          <dd>
                            <Link to={duty.guide.path} className="text-info underline">
                              {duty.guide.label}
                            </Link>
                          </dd>
                        </>
                      ) : null}
                    </dl>
                  </li>
                ))}
              </ol>
            </section>
            <div className="flex flex-col items-start gap-3 rounded-card border border-accent bg-accent-soft p-5 print:hidden">
              <p className="text-base text-ink">{toolCopy.cta.description}</p>
              <div className="flex flex-wrap gap-3">
                <ButtonLink to={contactTo} variant="primary" data-testid="talk-to-us" hrefLang={english}>
                  {copy.cta}
                </ButtonLink>
                <ButtonLink to={bookTo} variant="outline" data-testid="book-consultation" hrefLang={english}>
                  {book}
                </ButtonLink>
              </div>
            </div>
            {result.notApplicable.length ? (
              <section aria-labelledby="not-applicable-heading">
                <h3 id="not-applicable-heading" className="text-xl font-bold">
                  {copy.headings.notApplicable}
                </h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-base">
                  {result.notApplicable.map((item) => (
                    <li key={item.id}>
                      <strong>{item.title}:</strong> {item.reason}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby="coverage-heading" data-testid="checker-coverage">
              <h3 id="coverage-heading" className="text-xl font-bold">
                {copy.coverage.heading}
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-base">
                <li>{copy.coverage.covers}</li>
                <li>
                  {form.input?.state === "Rajasthan"
                    ? copy.coverage.rajasthan
                    : copy.coverage.otherState(form.input?.state ?? "")}
                </li>
                <li>{copy.coverage.never}</li>
              </ul>
            </section>
            <CaveatList caveats={result.caveats} />
            <SourceList sources={result.duties.flatMap((d) => d.sources)} />
          </>
        ) : null}
      </ToolResult>
    </ToolLayout>
  );
}
