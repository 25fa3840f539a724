import { data } from "react-router";
import { contentPage } from "../../../contract/shared/page-handle.ts";
import { subscribeMessages } from "../../../contract/api/subscribe.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { footer } from "../../content/footer.ts";
import { formFields } from "../../lib/form-fields.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/subscribe-page";

export const handle = contentPage;

/**
 * The footer's mailing-list form posted without JavaScript (decision 064): the same checks and
 * sentences as POST /api/subscribe. A blank address is refused by the browser (`required`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await context.get(servicesContext).subscribe(formFields(await request.formData()));
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: footer.mailingList.heading,
    description: footer.mailingList.heading,
    path: "/subscribe",
    noindex: true,
  });

/** The answer to a signup without JavaScript: the server's sentence, or its refusal in red. */
export default function SubscribePage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Mailing list" title={footer.mailingList.heading} />
      <Container className="py-10 sm:py-12">
        <div className="max-w-2xl space-y-6 text-lg">
          {actionData === undefined ? (
            <p>{footer.mailingList.prompt}</p>
          ) : actionData.ok ? (
            <p role="status" className="font-semibold text-ink">
              {actionData.message}
            </p>
          ) : (
            <p role="alert" className="font-semibold text-danger">
              {actionData.message || subscribeMessages.failed}
            </p>
          )}
          <ButtonLink to="/" variant="outline">
            Back to the home page
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
