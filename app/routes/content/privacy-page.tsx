import { contentPage } from "../../../contract/shared/page-handle.ts";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { filledLegalPage } from "../../../contract/content/legal-page.ts";
import { LegalDocument } from "../../components/legal/legal-document.tsx";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/privacy-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/**
 * The published document (issue 28) with its tokens filled: the retention periods are the server's
 * settings and the names the identity in force, so the page states the ones that apply.
 */
export function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return filledLegalPage(services.content("privacy"), { site: services.site(), retention: services.retention });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  documentSeoMeta(rootDataFrom(matches), loaderData?.seo, { path: legalPaths.privacy });

/** The privacy policy (issue 17, decision 027). */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData} />;
}
