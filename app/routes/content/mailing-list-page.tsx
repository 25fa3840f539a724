import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { data } from "react-router";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { fromPageField, oneClickField } from "../../../contract/api/subscribe.ts";
import { updateTopics, type UpdateChoice } from "../../../contract/api/update-topics.ts";
import { updatesPath } from "../../../contract/legal-content/legal-updates.ts";
import { indianStates } from "../../../contract/shared/indian-states.ts";
import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import {
  mailingListPages,
  unsubscribeButton,
  updateTopicsCopy,
  type MailingListPage,
} from "../../content/mailing-list.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/mailing-list-page";

/**
 * Rendered by React on the server only; no framework script in the browser (decision 064). The
 * token of a topics link makes the page this subscriber's own (never cached, never stored).
 */
export const handle = { ...contentPage, queryKeys: ["token"] } satisfies PageHandle;

const pageOf = (request: Request): MailingListPage | null => {
  const id = new URL(request.url).pathname.replace(/\/$/, "").split("/").at(-1) ?? "";
  return id in mailingListPages ? (id as MailingListPage) : null;
};

/** Pages that offer the choice of changes in the law when their link carries a topics token. */
const offersTopics = (id: MailingListPage) => id === "confirmed" || id === "topics";

/** One module serves the mailing list's pages; the last part of the path picks the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = pageOf(request);
  if (!id) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const reader = offersTopics(id) && token ? await context.get(servicesContext).updateChoice(token) : null;
  // The topics page is nothing without its reader: a wrong or old link says so as the invalid-link page does.
  const shown = id === "topics" && !reader ? "invalid-link" : id;
  return { id: shown, page: mailingListPages[shown], button: unsubscribeButton, reader };
}

/** The topics form, posted to the page's own URL (its token included) with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await request.formData();
  const fields = {
    topics: form.getAll("topics").filter((value) => typeof value === "string"),
    state: String(form.get("state") ?? ""),
  };
  const outcome = await context.get(servicesContext).saveUpdateChoice(token, fields);
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}

/**
 * A page with a token is sent `Referrer-Policy: no-referrer`, under which the browser posts its
 * form with `Origin: null` and React Router refuses the action as cross-site; same-origin (as on
 * /book/manage) keeps the token from other sites and lets the topics form post back here.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  loaderData
    ? [
        ...seoMeta(rootDataFrom(matches), {
          title: loaderData.page.title,
          description: loaderData.page.text[0] ?? loaderData.page.title,
          path: location.pathname,
          noindex: true,
        }),
        ...(loaderData.reader ? [{ name: "referrer", content: "same-origin" }] : []),
      ]
    : [];

/**
 * Where the mailing list's e-mails lead (decision 016): the unsubscribe page, whose form posts the
 * RFC 8058 body to the same address (token included, since a form without an action posts to the
 * page's own URL) and works without JavaScript, and the pages that say what a link did. The
 * confirmed page and the topics page offer the choice of changes in the law (decision 085).
 */
export default function MailingListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, page, button, reader } = loaderData;
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
          {reader ? <TopicsForm email={reader.email} choice={reader.choice} outcome={actionData} /> : null}
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

function TopicsForm({
  email,
  choice,
  outcome,
}: {
  email: string;
  choice: UpdateChoice;
  outcome: { ok: boolean; message: string } | undefined;
}) {
  const copy = updateTopicsCopy;
  return (
    <section aria-labelledby="update-topics-heading" className="space-y-4 border-t border-line pt-6">
      <h2 id="update-topics-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="text-base">{copy.intro}</p>
      {outcome ? (
        <p
          role={outcome.ok ? "status" : "alert"}
          className={outcome.ok ? "font-semibold text-success" : "font-semibold text-danger"}
          data-testid="update-topics-outcome"
        >
          {outcome.message}
        </p>
      ) : null}
      <form method="post" className="space-y-4">
        <p className="text-base text-muted">{email}</p>
        <fieldset>
          <legend className="mb-2 text-base font-semibold">{copy.topicsLegend}</legend>
          {updateTopics.map((topic) => (
            <label key={topic.id} className="flex min-h-11 items-start gap-3 text-base">
              <input
                type="checkbox"
                name="topics"
                value={topic.id}
                defaultChecked={choice.topics.includes(topic.id)}
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <span>{topic.label}</span>
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor="field-update-state" className="mb-1 block text-base font-semibold">
            {copy.stateLabel}
          </label>
          <select
            id="field-update-state"
            name="state"
            defaultValue={choice.state}
            className="min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base"
          >
            <option value="">{copy.noState}</option>
            {indianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="lg">
          {copy.save}
        </Button>
      </form>
      <p className="text-base">
        <a href={updatesPath} className="text-info underline">
          {copy.updatesLink}
        </a>
      </p>
    </section>
  );
}
