import { Mail, Phone } from "lucide-react";
import { telHref } from "../../../../contract/shared/site.ts";
import { useSite } from "../../../hooks/use-site.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { linkIn } from "../../../../contract/shared/language.ts";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

const enquiryLabel = { en: "Send an enquiry", hi: "पूछताछ भेजें" } as const;

/** The closing contact section of the listed service pages: enquiry form link, phone and e-mail. */
export function ContactSection({ heading, text }: { heading: string; text: string }) {
  const site = useSite();
  const language = useLanguage();
  // A Hindi page's button leads to the Hindi contact page once there is one.
  const contact = linkIn(language, "/contact");
  return (
    <section aria-labelledby="contact-heading" className="rounded-card border border-line bg-accent-soft p-6 sm:p-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="contact-heading" className="text-2xl font-bold">
            {heading}
          </h2>
          <p className="mt-2 text-muted">{text}</p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <li>
              <a
                href={telHref(site)}
                className="inline-flex items-center gap-2 text-primary no-underline hover:underline"
              >
                <Phone className="size-4" aria-hidden="true" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.emails.primary}`}
                className="inline-flex items-center gap-2 text-primary no-underline hover:underline"
              >
                <Mail className="size-4" aria-hidden="true" />
                {site.emails.primary}
              </a>
            </li>
          </ul>
        </div>
        <ButtonLink to={contact} size="lg" className="shrink-0">
          {enquiryLabel[language]}
        </ButtonLink>
      </div>
    </section>
  );
}
