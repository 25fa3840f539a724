import { LogIn, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { footer as fixedWords } from "../../content/footer.ts";
import { telHref } from "../../../contract/shared/site.ts";
import { useSite } from "../../hooks/use-site.ts";
import { useFooter } from "../../hooks/use-footer.ts";
import { buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { SocialIcon } from "../ui/social-icon.tsx";
import { Logo } from "./logo.tsx";
import { MailingListForm } from "./mailing-list-form.tsx";
import { TranslateWidget } from "./translate-widget.tsx";
import { VisitorCounter } from "./visitor-counter.tsx";
import { useHindiFrame } from "../../lib/i18n/hindi-frame.ts";

const headingClass = "mb-3 text-base font-semibold text-white";
const linkClass = "text-white/85 no-underline hover:text-white hover:underline";

/** The site footer with every item of SPEC 2.3. */
export function Footer() {
  const site = useSite();
  const year = new Date().getFullYear();
  // A Hindi page is the hand-written translation: no machine translation is offered on it (issue 29).
  const hindi = useHindiFrame();
  // The English lists are the published `footer` document; the Hindi ones stay typed (issue 29).
  const published = useFooter();
  const footer = hindi?.footer ?? { ...fixedWords, ...published };
  const text = (en: string, hi: keyof NonNullable<typeof hindi>["footerText"]) => hindi?.footerText[hi] ?? en;
  return (
    <footer id="contact" className="mt-16 bg-primary-strong text-white">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm text-white/85">{hindi?.footer.companyInfo ?? site.description}</p>
          {hindi ? null : <TranslateWidget />}
          <Link to={footer.help.to} className={buttonClass("accent", "sm")}>
            {footer.help.label}
          </Link>
        </div>

        <nav aria-label={text("Essentials", "essentials")}>
          <h2 className={headingClass}>{text("Essentials", "essentials")}</h2>
          <ul className="space-y-2 text-sm">
            {footer.essentials.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={text("Company", "company")}>
          <h2 className={headingClass}>{text("Company", "company")}</h2>
          <ul className="space-y-2 text-sm">
            {footer.company.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-6">
          <div>
            <h2 className={headingClass}>{text("Location", "location")}</h2>
            <address className="flex gap-2 text-sm text-white/85 not-italic">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {site.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                {site.address.city}, {site.address.region} {site.address.postalCode}
              </span>
            </address>
          </div>
          <div>
            <h2 className={headingClass}>{text("Contacts", "contacts")}</h2>
            <ul className="space-y-2 text-sm">
              <li>
                <a href={telHref(site)} className={`${linkClass} inline-flex items-center gap-2`}>
                  <Phone className="size-4" aria-hidden="true" />
                  {site.phone.display}
                </a>
              </li>
              {[site.emails.primary, site.emails.secondary].map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`} className={`${linkClass} inline-flex items-center gap-2 break-all`}>
                    <Mail className="size-4 shrink-0" aria-hidden="true" />
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>

      <Container className="grid gap-8 border-t border-white/15 py-10 md:grid-cols-3">
        <div>
          <h2 className={headingClass}>{footer.recruitment.heading}</h2>
          <p className="mb-3 text-sm text-white/85">{footer.recruitment.text}</p>
          <a
            href={site.resumeFormUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 flex-col items-start rounded-lg border border-white px-4 py-1.5 font-semibold text-white no-underline transition-colors hover:bg-white/10"
          >
            {footer.recruitment.button}
            <span className="text-xs font-normal text-white/85">{footer.recruitment.buttonHint}</span>
            <span className="sr-only">{text("(opens in a new tab)", "newTab")}</span>
          </a>
        </div>
        <div>
          <h2 className={headingClass}>{text("Connect With Us", "connect")}</h2>
          <ul className="flex gap-3">
            {site.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} ${text("(opens in a new tab)", "newTab")}`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <VisitorCounter />
          </div>
        </div>
        <MailingListForm />
      </Container>

      <div className="border-t border-white/15">
        <Container className="flex flex-wrap items-center justify-between gap-3 py-4 text-sm text-white/80">
          <p>
            {hindi ? `© ${year} ${site.brand}. ${hindi.footer.rightsReserved}` : fixedWords.copyright(year, site.brand)}
          </p>
          <Link
            to="/login"
            aria-label={text("Staff login", "staffLogin")}
            className="inline-flex size-11 items-center justify-center rounded-full text-white/85 hover:bg-white/10 hover:text-white"
          >
            <LogIn className="size-5" aria-hidden="true" />
          </Link>
        </Container>
      </div>
    </footer>
  );
}
