import { data, redirect } from "react-router";
import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { BookingForm } from "../../components/marketing/booking/booking-form.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { bookingPage } from "../../content/booking.ts";
import { formFields } from "../../lib/form-fields.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/book-page";

/** `answers` carries the which-laws checker's result to the booking (shown, and sent with it). */
export const handle = { ...contentPage, queryKeys: ["answers"] } satisfies PageHandle;

/**
 * The booking posted without JavaScript (decision 064): the same checks and sentences as POST
 * /api/bookings. A booking goes on to its manage page, which confirms it; a refusal stays here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formFields(await request.formData());
  const outcome = await context.get(servicesContext).book(values);
  if (outcome.ok)
    return redirect(`${new URL(outcome.manageUrl).pathname}${new URL(outcome.manageUrl).search}&done=booked`, 303);
  return data({ outcome, values }, { status: 400 });
}

/** The free slots change with every booking and every minute: the page is rendered fresh, never kept. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const answers = new URL(request.url).searchParams.get("answers")?.trim().slice(0, 2000) || null;
  return { slots: await context.get(servicesContext).bookingSlots(), answers };
}

/**
 * A page rendered from its query is sent `Referrer-Policy: no-referrer`, under which the browser
 * posts its form with `Origin: null` and React Router refuses the action as cross-site; same-origin
 * keeps the URL from other sites and lets the form post back here.
 */
export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(rootDataFrom(matches), {
    title: bookingPage.title,
    description: bookingPage.description,
    path: "/book",
  }),
  { name: "referrer", content: "same-origin" },
];

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={bookingPage.eyebrow} title={bookingPage.title}>
        {bookingPage.intro}
      </PageHero>
      <Container className="max-w-4xl py-10 sm:py-12">
        <BookingForm
          copy={bookingPage}
          slots={loaderData.slots}
          answers={actionData?.values["answers"] ?? loaderData.answers}
          posted={actionData ?? null}
        />
      </Container>
    </>
  );
}
