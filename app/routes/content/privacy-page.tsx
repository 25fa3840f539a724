import { contentPage } from "../../../contract/shared/page-handle.ts";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { LegalDocument } from "../../components/legal/legal-document.tsx";
import { privacyPolicy } from "../../content/legal/privacy-policy.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/privacy-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The retention periods are the server's settings, so the page states the ones in force. */
export function loader({ context }: Route.LoaderArgs) {
  return { document: privacyPolicy(context.get(servicesContext).retention) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(rootDataFrom(matches), {
    title: loaderData?.document.title ?? "Privacy Policy",
    description: loaderData?.document.description ?? "",
    path: legalPaths.privacy,
  });

/** The privacy policy (issue 17, decision 027). */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData.document} />;
}
