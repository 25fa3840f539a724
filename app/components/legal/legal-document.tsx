import type { LegalDocument as LegalDocumentContent } from "../../content/legal/legal.ts";
import { useSite } from "../../hooks/use-site.ts";
import { Container } from "../ui/container.tsx";
import { PageHero } from "../ui/page-hero.tsx";

/** Who to write to about personal data and complaints (DPDP Rules 2025, rules 9 and 14). */
function PrivacyContact() {
  const site = useSite();
  const contact = site.privacyContact;
  return (
    <section aria-labelledby="privacy-contact" className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <h2 id="privacy-contact" className="text-xl font-bold">
        Questions, requests and grievances
      </h2>
      <p className="mt-2 text-ink">
        Write to our {contact.role}, who answers for {site.brand} on everything about your personal data:
      </p>
      <address className="mt-3 space-y-1 text-ink not-italic">
        <span className="block font-semibold">{contact.name}</span>
        <span className="block">
          E-mail:{" "}
          <a href={`mailto:${contact.email}`} className="text-primary underline">
            {contact.email}
          </a>
        </span>
        <span className="block">
          Phone:{" "}
          <a href={`tel:${contact.phone.replace(/\s/g, "")}`} className="text-primary underline">
            {contact.phone}
          </a>
        </span>
        <span className="block">
          Post: {site.brand}, {site.address.lines.join(", ")}, {site.address.city}, {site.address.region}{" "}
          {site.address.postalCode}
        </span>
      </address>
    </section>
  );
}

/**
 * A privacy policy or terms page from typed content: heading band, review date, sections, and the
 * privacy contact. Plain server-rendered markup: nothing on it needs JavaScript.
 */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title}>
        {document.intro}
      </PageHero>
      <Container className="py-10 sm:py-12">
        <div className="max-w-3xl space-y-8">
          <p className="text-sm font-semibold text-muted">
            <time dateTime={document.reviewed.iso}>{document.reviewed.label}</time>
          </p>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="mb-3 text-2xl font-bold">
                {section.heading}
              </h2>
              <div className="space-y-3 text-ink">
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items ? (
                  <ul className="list-disc space-y-2 pl-6">
                    {section.items.map((item) => (
                      <li key={item.text}>
                        {item.term ? <strong className="font-semibold">{item.term}: </strong> : null}
                        {item.text}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
          <PrivacyContact />
        </div>
      </Container>
    </>
  );
}
