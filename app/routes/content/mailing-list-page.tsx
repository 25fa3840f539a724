import { contentPage } from "../../../contract/shared/page-handle.ts";
import { data } from "react-router";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { fromPageField, oneClickField } from "../../../contract/api/subscribe.ts";
import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { mailingListPages, unsubscribeButton, type MailingListPage } from "../../content/mailing-list.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/mailing-list-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** One module serves the four pages; the last part of the path picks the page. */
export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).pathname.replace(/\/$/, "").split("/").at(-1) ?? "";
  if (!(id in mailingListPages)) throw data(null, { status: 404 });
  return { id: id as MailingListPage, page: mailingListPages[id as MailingListPage], button: unsubscribeButton };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  loaderData
    ? seoMeta(rootDataFrom(matches), {
        title: loaderData.page.title,
        description: loaderData.page.text[0] ?? loaderData.page.title,
        path: location.pathname,
        noindex: true,
      })
    : [];

/**
 * Where the mailing list's e-mails lead (decision 016): the unsubscribe page, whose form posts the
 * RFC 8058 body to the same address (token included, since a form without an action posts to the
 * page's own URL) and works without JavaScript, and the pages that say what a link did.
 */
export default function MailingListPage({ loaderData }: Route.ComponentProps) {
  const { id, page, button } = loaderData;
  return (
    <>
      <PageHero eyebrow="Mailing list" title={page.title} />
      <Container className="py-10 sm:py-12">
        <div className="max-w-2xl space-y-4 text-lg text-ink">
          {page.text.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {id === "unsubscribe" ? (
            <form method="post">
              <input type="hidden" name={oneClickField.name} value={oneClickField.value} />
              <input type="hidden" name={fromPageField.name} value={fromPageField.value} />
              <Button type="submit" size="lg">
                {button}
              </Button>
            </form>
          ) : null}
          <p className="text-base text-muted">
            How we use your address:{" "}
            <a href={legalPaths.privacy} className="text-primary underline">
              Privacy Policy
            </a>
          </p>
        </div>
      </Container>
    </>
  );
}
