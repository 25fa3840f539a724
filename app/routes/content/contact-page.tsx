import { data } from "react-router";
import { contentPage, type PageHandle } from "../../../contract/shared/page-handle.ts";
import { ContactDetails } from "../../components/marketing/contact/contact-details.tsx";
import { ContactForm } from "../../components/marketing/contact/contact-form.tsx";
import { MapFacade } from "../../components/marketing/contact/map-facade.tsx";
import { Container } from "../../components/ui/container.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { bookingLinks } from "../../content/booking.ts";
import { contactCopy, contactSocialNames, mapIframeTitle } from "../../content/contact.ts";
import { telHref } from "../../../contract/shared/site.ts";
import { enquiryOrigins } from "../../../contract/console/leads.ts";
import { localBusinessJsonLd } from "../../lib/json-ld.ts";
import { formFields } from "../../lib/form-fields.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { pathIn, requestLanguage } from "../../../contract/shared/language.ts";
import { officeHoursHi } from "../../../contract/shared/site-hi.ts";
import { contactBookingHi } from "../../content/hi/contact.ts";
import type { Route } from "./+types/contact-page";

/**
 * `message` pre-fills the enquiry's message (the compliance tools link here with their answer);
 * `from` and `answers` name the tool and keep its answers with the enquiry (issue 30).
 */
export const handle = { ...contentPage, queryKeys: ["message", "from", "answers"] } satisfies PageHandle;

/** The enquiry posted without JavaScript (decision 064): the same checks and sentences as POST /api/contacts. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formFields(await request.formData());
  const outcome = await context.get(servicesContext).submitEnquiry(values);
  return data({ outcome, values }, { status: outcome.ok ? 200 : 400 });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = services.site();
  // /hi/contact (issue 29): the same page from the document's Hindi version and the Hindi fixed words.
  const language = requestLanguage(request);
  const document = services.content("contact", language);
  const copy = contactCopy(document, language);
  const hours = language === "hi" ? officeHoursHi(site.hours) : site.hours;
  const { address } = site;
  const query = new URL(request.url).searchParams;
  const message = query.get("message")?.trim().slice(0, 2000) || null;
  const origin = query.get("from");
  const from = (enquiryOrigins as readonly (string | null)[]).includes(origin)
    ? { origin: origin!, toolAnswers: query.get("answers")?.slice(0, 500) ?? "" }
    : null;
  return {
    language,
    message,
    from,
    seo: document.seo,
    page: { ...copy, map: { ...copy.map, iframeTitle: mapIframeTitle(address.city, language) } },
    booking: language === "hi" ? contactBookingHi : bookingLinks.contact,
    details: {
      address: [...address.lines, `${address.city}, ${address.region} ${address.postalCode}`, address.country],
      phone: { display: site.phone.display, href: telHref(site) },
      emails: [site.emails.primary, site.emails.secondary],
      hours: [hours.weekdays, hours.sunday],
      social: site.social.filter((s) => (contactSocialNames as readonly string[]).includes(s.name)),
    },
    map: { query: site.map.query, address: `${address.lines[0]}, ${address.city}` },
  };
}

/**
 * Opened with a tool's query (`?from=…`, `?message=…`) the page is sent `Referrer-Policy: no-referrer`,
 * under which the browser posts the form without JavaScript with `Origin: null` and React Router
 * refuses it as cross-site; same-origin (as /book does) keeps the URL from other sites and lets it post.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  return [
    ...documentSeoMeta(root, loaderData?.seo, {
      path: pathIn(loaderData?.language ?? "en", "/contact"),
      jsonLd: [localBusinessJsonLd(root)],
    }),
    { name: "referrer", content: "same-origin" },
  ];
};

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, details, map, message, from, booking, language } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        {page.intro}
      </PageHero>
      <Container className="space-y-8 py-10 sm:py-12">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <ContactForm copy={page.form} message={message} from={from} posted={actionData ?? null} language={language} />
          <ContactDetails copy={page.details} details={details} />
        </div>
        <p className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-white p-5 shadow-card">
          <span>{booking.text}</span>
          <ButtonLink to="/book" variant="outline">
            {booking.label}
          </ButtonLink>
        </p>
        <MapFacade query={map.query} address={map.address} copy={page.map} />
      </Container>
    </>
  );
}
