import { contentPage } from "../../../contract/shared/page-handle.ts";
import { data } from "react-router";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { fromPageField, oneClickField } from "../../../contract/api/subscribe.ts";
import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { mailingListPages, unsubscribeButton, type MailingListPage } from "../../content/mailing-list.ts";
import { mailingListPagesHi, mailingListTextHi } from "../../content/hi/mailing-list.ts";
import { requestLanguage } from "../../../contract/shared/language.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/mailing-list-page";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

const englishText = { eyebrow: "Mailing list", privacyLead: "How we use your address:", privacyLink: "Privacy Policy" };

/**
 * One module serves the four pages; the last part of the path picks the page. Under /hi, the two a
 * Hindi signup's confirmation link leads to, in Hindi (issue 29).
 */
export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).pathname.replace(/\/$/, "").split("/").at(-1) ?? "";
  const hindi = requestLanguage(request) === "hi";
  const pages: Partial<typeof mailingListPages> = hindi ? mailingListPagesHi : mailingListPages;
  const page = pages[id as MailingListPage];
  if (!page) throw data(null, { status: 404 });
  return {
    id: id as MailingListPage,
    page,
    button: unsubscribeButton,
    text: hindi ? mailingListTextHi : englishText,
  };
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
  const { id, page, button, text } = loaderData;
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={page.title} />
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
            {text.privacyLead}{" "}
            <a href={legalPaths.privacy} className="text-primary underline">
              {text.privacyLink}
            </a>
          </p>
        </div>
      </Container>
    </>
  );
}
