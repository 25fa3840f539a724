import { contentPage } from "../../../contract/shared/page-handle.ts";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { filledLegalPage } from "../../../contract/content/legal-page.ts";
import { LegalDocument } from "../../components/legal/legal-document.tsx";
import { servicesContext } from "../../lib/services-context.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/terms-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The published document (issue 28) with the operator, the seller and the grievance officer in force. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  // /hi/terms (issue 29): the document's Hindi version, its tokens filled in Hindi.
  const language = requestLanguage(request);
  const facts = { site: services.site(), retention: services.retention };
  return { ...filledLegalPage(services.content("terms", language), facts, language), language };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  documentSeoMeta(rootDataFrom(matches), loaderData?.seo, {
    path: pathIn(loaderData?.language ?? "en", legalPaths.terms),
  });

/** The terms of service (issue 17, decision 027). */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
