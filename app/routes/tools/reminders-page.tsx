import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import {
  calendarPath,
  reminderActions,
  reminderMessages,
  reminderOutcomes,
  reminderPaths,
  type ReminderOutcome,
} from "../../../contract/api/reminders.ts";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/reminders-page";

/** The query parameters this page's HTML depends on (the page cache renders those fresh). */
export const handle = {
  ...contentPage,
  queryKeys: ["action", "email", "state", "kind", "sig", "done"],
} satisfies PageHandle;

/**
 * Where the reminder e-mails' signed links lead: a button that posts the link back (so a mail
 * scanner that opens links changes nothing), then the outcome. The server checks the signature.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  if ((reminderOutcomes as readonly string[]).includes(done ?? ""))
    return { kind: "done" as const, message: reminderMessages[done as ReminderOutcome] };
  const action = params.get("action");
  const link = {
    email: params.get("email") ?? "",
    state: params.get("state") ?? "",
    kind: params.get("kind") ?? "",
    sig: params.get("sig") ?? "",
  };
  if (!(reminderActions as readonly string[]).includes(action ?? "") || !link.email || !link.sig)
    return { kind: "done" as const, message: reminderMessages["bad-link"] };
  return { kind: "confirm" as const, action: action as "start" | "stop", link };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: "Compliance calendar reminders",
    description: "Start or stop the compliance calendar's e-mail reminders.",
    path: "/tools/reminders",
    noindex: true,
  });

export default function Reminders({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Compliance calendar" title="E-mail reminders" />
      <Container className="max-w-2xl py-10 sm:py-12">
        {data.kind === "done" ? (
          <div className="space-y-6">
            <p role="status" className="text-lg text-ink" data-testid="reminder-outcome">
              {data.message}
            </p>
            <ButtonLink to={calendarPath} variant="primary">
              Open the compliance calendar
            </ButtonLink>
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
            <p className="text-lg text-ink">
              {data.action === "start"
                ? `Start e-mail reminders for ${data.link.email}: three days before each due date, for ${data.link.state || "Rajasthan"}.`
                : `Stop the compliance calendar reminders for ${data.link.email}? You stay on our mailing list.`}
            </p>
            <Button type="submit" variant={data.action === "start" ? "accent" : "primary"} size="lg">
              {data.action === "start" ? "Start reminders" : "Stop reminders"}
            </Button>
          </form>
        )}
      </Container>
    </>
  );
}
