import { Phone } from "lucide-react";
import { buttonClass, ButtonLink } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";

/**
 * The closing band of a page: call for a consultation (dials the site phone) or send an enquiry.
 * `contactTo` may add a pre-filled message to the contact page's address.
 */
export function CallToAction({
  title,
  description,
  callLabel,
  contactLabel,
  telHref,
  phoneDisplay,
  contactTo = "/contact",
}: {
  title: string;
  description: string;
  callLabel: string;
  contactLabel: string;
  telHref: string;
  phoneDisplay: string;
  contactTo?: string;
}) {
  return (
    <section aria-labelledby="cta-title" className="pt-16">
      <Container>
        <div className="flex flex-col items-start justify-between gap-8 rounded-card bg-primary-strong p-8 text-white sm:p-12 lg:flex-row lg:items-center">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="text-3xl font-bold text-white">
              {title}
            </h2>
            <p className="mt-3 text-lg text-white/85">{description}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a href={telHref} className={buttonClass("accent", "lg")} aria-label={`${callLabel}: ${phoneDisplay}`}>
              <Phone aria-hidden="true" className="size-5" /> {callLabel}
            </a>
            <ButtonLink
              to={contactTo}
              size="lg"
              variant="outline"
              className="border-white! bg-transparent! text-white! hover:bg-white/10!"
            >
              {contactLabel}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
