import { contentPage } from "../../../contract/shared/page-handle.ts";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { LegalDocument } from "../../components/legal/legal-document.tsx";
import { termsOfService } from "../../content/legal/terms.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/terms-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

export function loader({ context }: Route.LoaderArgs) {
  return { document: termsOfService(context.get(servicesContext).site()) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const { title, description } = termsOfService(root.site);
  return seoMeta(root, { title, description, path: legalPaths.terms });
};

/** The terms of service (issue 17, decision 027). */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData.document} />;
}
