import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { SiteIdentity } from "../../../../contract/shared/site.ts";
import { SocialIcon } from "../../ui/social-icon.tsx";

export interface ContactDetailsCopy {
  heading: string;
  addressLabel: string;
  phoneLabel: string;
  emailLabel: string;
  hoursHeading: string;
  socialHeading: string;
  /** Read after a social link's name by screen readers. */
  newTab: string;
}

export interface ContactDetailsData {
  address: string[];
  phone: { display: string; href: string };
  emails: string[];
  hours: string[];
  social: SiteIdentity["social"];
}

const termClass = "flex items-center gap-2 text-sm font-semibold text-muted";
const iconClass = "size-5 shrink-0 text-primary";
const valueClass = "pl-7";

/** Address, phone and e-mail card with the operating hours and social links (SPEC 2.9). */
export function ContactDetails({ copy, details }: { copy: ContactDetailsCopy; details: ContactDetailsData }) {
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="rounded-card border border-line bg-primary-soft p-6 sm:p-8"
    >
      <h2 id="contact-details-heading" className="text-2xl font-bold">
        {copy.heading}
      </h2>
      <dl className="mt-6 space-y-5 text-base">
        <div>
          <dt className={termClass}>
            <MapPin className={iconClass} aria-hidden="true" />
            {copy.addressLabel}
          </dt>
          <dd className={valueClass}>
            <address className="not-italic">
              {details.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className={termClass}>
            <Phone className={iconClass} aria-hidden="true" />
            {copy.phoneLabel}
          </dt>
          <dd className={valueClass}>
            <a href={details.phone.href} className="font-semibold text-primary underline-offset-2 hover:underline">
              {details.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className={termClass}>
            <Mail className={iconClass} aria-hidden="true" />
            {copy.emailLabel}
          </dt>
          {details.emails.map((email) => (
            <dd key={email} className={valueClass}>
              <a
                href={`mailto:${email}`}
                className="font-semibold break-all text-primary underline-offset-2 hover:underline"
              >
                {email}
              </a>
            </dd>
          ))}
        </div>
        <div>
          <dt className={termClass}>
            <Clock className={iconClass} aria-hidden="true" />
            {copy.hoursHeading}
          </dt>
          {details.hours.map((line) => (
            <dd key={line} className={valueClass} data-testid="opening-hours">
              {line}
            </dd>
          ))}
        </div>
      </dl>
      <h3 className="mt-8 text-base font-semibold">{copy.socialHeading}</h3>
      <ul className="mt-3 flex gap-3">
        {details.social.map((social) => (
          <li key={social.name}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex size-11 items-center justify-center rounded-full border border-primary bg-white text-primary transition-colors hover:bg-primary hover:text-white"
            >
              <SocialIcon name={social.name} />
              <span className="sr-only">
                {social.label} {copy.newTab}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
