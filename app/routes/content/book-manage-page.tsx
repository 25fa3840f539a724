import { data, redirect } from "react-router";
import { bookingMessages, slotWhen } from "../../../contract/api/bookings.ts";
import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { SlotPicker } from "../../components/marketing/booking/slot-picker.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { bookingPage, manageBookingPage } from "../../content/booking.ts";
import { formFields } from "../../lib/form-fields.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/book-manage-page";

/** The signed link's id and signature, and `done` after a change (never cached: the query names a booking). */
export const handle = { ...contentPage, queryKeys: ["id", "sig", "done"] } satisfies PageHandle;

const doneMessages = {
  booked: bookingMessages.booked,
  rescheduled: bookingMessages.rescheduled,
  cancelled: bookingMessages.cancelled,
} as const;

/** A cancel or reschedule posted from this page; a change comes back here with `done`. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formFields(await request.formData());
  const outcome = await context.get(servicesContext).changeBooking(values);
  if (!outcome.ok) return data(outcome, { status: 400 });
  const done = values["action"] === "cancel" ? "cancelled" : "rescheduled";
  const query = new URLSearchParams({ id: values["id"] ?? "", sig: values["sig"] ?? "", done });
  return redirect(`/book/manage?${query}`, 303);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const id = Number(query.get("id"));
  const sig = query.get("sig") ?? "";
  const found = Number.isInteger(id) && id > 0 ? await context.get(servicesContext).managedBooking(id, sig) : null;
  const done = query.get("done");
  return {
    found,
    sig,
    done: done && done in doneMessages ? doneMessages[done as keyof typeof doneMessages] : null,
  };
}

/**
 * A page rendered from its query is sent `Referrer-Policy: no-referrer`, under which the browser
 * posts its form with `Origin: null` and React Router refuses the action as cross-site; same-origin
 * keeps the URL from other sites and lets the form post back here.
 */
export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(rootDataFrom(matches), {
    title: manageBookingPage.title,
    description: manageBookingPage.description,
    path: "/book/manage",
    noindex: true,
  }),
  { name: "referrer", content: "same-origin" },
];

export default function BookManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { found, sig, done } = loaderData;
  const copy = manageBookingPage;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} />
      <Container className="max-w-3xl space-y-8 py-10 sm:py-12">
        {done ? (
          <p role="status" className="rounded-lg border border-success bg-success-soft px-3 py-2 font-medium text-ink">
            {done}
          </p>
        ) : null}
        {actionData && !actionData.ok ? (
          <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 font-medium text-danger">
            {actionData.message}
          </p>
        ) : null}
        {!found ? (
          <p role="alert" className="font-semibold text-danger">
            {copy.badLink}
          </p>
        ) : (
          <>
            <dl className="grid gap-2 rounded-card border border-line bg-white p-6 shadow-card sm:grid-cols-[8rem_1fr]">
              <dt className="font-semibold">{copy.whenLabel}</dt>
              <dd data-booking-when>{slotWhen(found.booking.start)}</dd>
              <dt className="font-semibold">{copy.whereLabel}</dt>
              <dd className="break-words">{found.booking.where}</dd>
            </dl>
            {found.booking.status === "cancelled" ? (
              <p>{copy.cancelledNote}</p>
            ) : !found.booking.changeable ? (
              <p>{copy.cutoffNote}</p>
            ) : (
              <>
                <form method="post" aria-labelledby="reschedule-heading" className="space-y-4">
                  <h2 id="reschedule-heading" className="text-xl font-bold">
                    {copy.rescheduleHeading}
                  </h2>
                  <input type="hidden" name="id" value={found.booking.id} />
                  <input type="hidden" name="sig" value={sig} />
                  <input type="hidden" name="action" value="reschedule" />
                  <SlotPicker slots={found.slots} legend={bookingPage.slotsLegend} daysLabel={bookingPage.daysLabel} />
                  <Button type="submit" variant="accent">
                    {copy.rescheduleButton}
                  </Button>
                </form>
                <form method="post" aria-labelledby="cancel-heading" className="space-y-4">
                  <h2 id="cancel-heading" className="text-xl font-bold">
                    {copy.cancelHeading}
                  </h2>
                  <input type="hidden" name="id" value={found.booking.id} />
                  <input type="hidden" name="sig" value={sig} />
                  <input type="hidden" name="action" value="cancel" />
                  <Button type="submit" variant="outline">
                    {copy.cancelButton}
                  </Button>
                </form>
              </>
            )}
          </>
        )}
        <ButtonLink to="/book" variant="outline">
          {copy.bookAgain}
        </ButtonLink>
      </Container>
    </>
  );
}
