import { contentPage } from "../../../contract/shared/page-handle.ts";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { filledLegalPage } from "../../../contract/content/legal-page.ts";
import { LegalDocument } from "../../components/legal/legal-document.tsx";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import type { Route } from "./+types/privacy-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/**
 * The published document (issue 28) with its tokens filled: the retention periods are the server's
 * settings and the names the identity in force, so the page states the ones that apply.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  // /hi/privacy (issue 29): the document's Hindi version, its tokens filled in Hindi.
  const language = requestLanguage(request);
  const facts = { site: services.site(), retention: services.retention };
  return { ...filledLegalPage(services.content("privacy", language), facts, language), language };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  documentSeoMeta(rootDataFrom(matches), loaderData?.seo, {
    path: pathIn(loaderData?.language ?? "en", legalPaths.privacy),
  });

/** The privacy policy (issue 17, decision 027). */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
