import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import {
  calendarPath,
  reminderActions,
  reminderOutcomes,
  reminderPaths,
  type ReminderOutcome,
} from "../../../contract/api/reminders.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { DEFAULT_STATE } from "../../../contract/shop/orders.ts";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { HoneypotField } from "../../components/ui/honeypot-field.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { SelectField } from "../../components/tools/tool-fields.tsx";
import { remindersCopy } from "../../content/reminders.ts";
import { remindersCopyHi } from "../../content/hi/reminders.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/reminders-page";

/** The query parameters this page's HTML depends on (the page cache renders those fresh). */
export const handle = {
  ...contentPage,
  queryKeys: ["action", "email", "state", "kind", "sig", "done"],
} satisfies PageHandle;

const copies = { en: remindersCopy, hi: remindersCopyHi };

/**
 * Where the reminder e-mails' signed links lead: a button that posts the link back (so a mail
 * scanner that opens links changes nothing), then the outcome. The server checks the signature.
 * Without a link it offers the signup (issue 29: the Hindi calendar's reminders start here); a
 * signup or a link from the Hindi page is answered on the Hindi page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const params = new URL(request.url).searchParams;
  const filter = { state: params.get("state") || DEFAULT_STATE, kind: params.get("kind") || "all" };
  const done = params.get("done");
  if ((reminderOutcomes as readonly string[]).includes(done ?? "")) {
    const outcome = done as ReminderOutcome;
    // A refused or sent signup shows the form again under its message.
    if (outcome === "invalid" || outcome === "sent") return { language, kind: "signup" as const, outcome, filter };
    return { language, kind: "done" as const, outcome };
  }
  const action = params.get("action");
  const link = {
    email: params.get("email") ?? "",
    state: params.get("state") ?? "",
    kind: params.get("kind") ?? "",
    sig: params.get("sig") ?? "",
  };
  if (!action && !link.email && !link.sig) return { language, kind: "signup" as const, outcome: null, filter };
  if (!(reminderActions as readonly string[]).includes(action ?? "") || !link.email || !link.sig)
    return { language, kind: "done" as const, outcome: "bad-link" as const };
  return { language, kind: "confirm" as const, action: action as "start" | "stop", link };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const language = loaderData?.language ?? "en";
  const copy = copyFor(language, copies);
  return seoMeta(rootDataFrom(matches), {
    title: copy.title,
    description: copy.description,
    path: pathIn(language, "/tools/reminders"),
    noindex: true,
  });
};

export default function Reminders({ loaderData: data }: Route.ComponentProps) {
  const copy = copyFor(data.language, copies);
  const hindi = data.language === "hi";
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} />
      <Container className="max-w-2xl py-10 sm:py-12">
        {data.kind === "done" ? (
          <div className="space-y-6">
            <p role="status" className="text-lg text-ink" data-testid="reminder-outcome">
              {copy.messages[data.outcome]}
            </p>
            <ButtonLink to={pathIn(data.language, calendarPath)} variant="primary">
              {copy.openCalendar}
            </ButtonLink>
          </div>
        ) : data.kind === "signup" ? (
          <div className="space-y-6">
            <p className="text-lg text-ink">{copy.signup.text}</p>
            {data.outcome === "sent" ? (
              <p
                role="status"
                className="rounded-lg border border-success bg-success-soft px-3 py-2 text-base font-medium text-success"
                data-testid="reminder-outcome"
              >
                {copy.messages.sent}
              </p>
            ) : null}
            <form method="post" action={reminderPaths.request} className="space-y-4">
              {hindi ? <input type="hidden" name="lang" value="hi" /> : null}
              <TextField
                label={copy.signup.email}
                id="field-reminder-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                error={data.outcome === "invalid" ? copy.messages.invalid : undefined}
              />
              <SelectField
                form={{ values: data.filter, errors: {} }}
                name="state"
                label={copy.signup.state}
                options={copy.stateOptions}
                fallback={DEFAULT_STATE}
              />
              <SelectField
                form={{ values: data.filter, errors: {} }}
                name="kind"
                label={copy.signup.kind}
                options={copy.kindOptions}
                fallback="all"
              />
              <HoneypotField />
              <Button type="submit" variant="accent">
                {copy.signup.button}
              </Button>
            </form>
          </div>
        ) : (
          <form
            method="post"
            action={data.action === "start" ? reminderPaths.start : reminderPaths.stop}
            className="space-y-6"
          >
            {Object.entries(data.link).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {hindi ? <input type="hidden" name="lang" value="hi" /> : null}
            <p className="text-lg text-ink">
              {data.action === "start" ? copy.start(data.link.email, data.link.state) : copy.stop(data.link.email)}
            </p>
            <Button type="submit" variant={data.action === "start" ? "accent" : "primary"} size="lg">
              {data.action === "start" ? copy.startButton : copy.stopButton}
            </Button>
          </form>
        )}
      </Container>
    </>
  );
}
