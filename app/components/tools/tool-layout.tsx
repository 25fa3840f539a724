import { useLocation } from "react-router";
import { calculatorContactLink } from "../../../contract/console/leads.ts";
import { rulesReviewed } from "../../../contract/rules/labour-rules.ts";
import { telHref } from "../../../contract/shared/site.ts";
import { useSite } from "../../hooks/use-site.ts";
import type { ToolPage } from "../../content/tools.ts";
import { figuresCheckedHi } from "../../content/hi/tools.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";
import { useToolCopy } from "./use-tool-copy.ts";
import { GuideReviewNotice } from "../marketing/guides/guide-review-notice.tsx";
import { CallToAction } from "../marketing/shared/call-to-action.tsx";
import { Container } from "../ui/container.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { UpdatesLink } from "./updates-link.tsx";

/**
 * A tool page: heading, which law and how fresh the figures are, the form beside its answer (the
 * answer under the form on a phone), and the call to the firm. `contactTo` may carry a pre-filled
 * message for the contact form; by default the contact form is told which calculator sent the visitor.
 */
export function ToolLayout({
  page,
  form,
  children,
  contactTo,
}: {
  page: ToolPage;
  form: React.ReactNode;
  children: React.ReactNode;
  contactTo?: string;
}) {
  const site = useSite();
  const toolCopy = useToolCopy();
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <PageHero eyebrow={toolCopy.eyebrow} title={page.title}>
        {page.intro}
      </PageHero>
      <Container className="space-y-8 py-10 sm:py-12">
        <GuideReviewNotice
          lawNote={page.lawNote}
          notice={toolCopy.rulesChange}
          reviewed={{
            label: language === "hi" ? figuresCheckedHi : `Figures last checked: ${rulesReviewed.label}`,
            iso: rulesReviewed.iso,
            meaning: toolCopy.checkedMeaning,
          }}
          official={{ heading: toolCopy.officialHeading, sources: page.official }}
        />
        <UpdatesLink />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          {form}
          <div className="min-w-0 space-y-6">{children}</div>
        </div>
      </Container>
      <div className="print:hidden">
        <CallToAction
          {...toolCopy.cta}
          telHref={telHref(site)}
          phoneDisplay={site.phone.display}
          contactTo={contactTo ?? calculatorContactLink(pathname)}
        />
      </div>
    </>
  );
}
