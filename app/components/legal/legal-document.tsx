import { reviewedLabel, type LegalPage } from "../../../contract/content/legal-page.ts";
import { useSite } from "../../hooks/use-site.ts";
import { legalDocumentHi } from "../../content/hi/legal.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";
import { Container } from "../ui/container.tsx";
import { PageHero } from "../ui/page-hero.tsx";

/** Who to write to about personal data and complaints (DPDP Rules 2025, rules 9 and 14). */
function PrivacyContact() {
  const site = useSite();
  const contact = site.privacyContact;
  // The Hindi pages' words (issue 29); the English are the page's as they always were.
  const hi = useLanguage() === "hi" ? legalDocumentHi : null;
  return (
    <section aria-labelledby="privacy-contact" className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <h2 id="privacy-contact" className="text-xl font-bold">
        {hi ? hi.contactHeading : "Questions, requests and grievances"}
      </h2>
      <p className="mt-2 text-ink">
        {hi ? (
          hi.contactIntro(hi.role(contact.role), site.brand)
        ) : (
          <>
            Write to our {contact.role}, who answers for {site.brand} on everything about your personal data:
          </>
        )}
      </p>
      <address className="mt-3 space-y-1 text-ink not-italic">
        <span className="block font-semibold">{contact.name}</span>
        <span className="block">
          {hi ? hi.email : "E-mail"}:{" "}
          <a href={`mailto:${contact.email}`} className="text-primary underline">
            {contact.email}
          </a>
        </span>
        <span className="block">
          {hi ? hi.phone : "Phone"}:{" "}
          <a href={`tel:${contact.phone.replace(/\s/g, "")}`} className="text-primary underline">
            {contact.phone}
          </a>
        </span>
        <span className="block">
          {hi ? hi.post : "Post"}: {site.brand}, {site.address.lines.join(", ")}, {site.address.city},{" "}
          {site.address.region} {site.address.postalCode}
        </span>
      </address>
    </section>
  );
}

/**
 * A section body's HTML (sanitized when staff saved it, or the typed default) styled as the typed
 * copy always was: spaced paragraphs, bulleted lists with bold terms. The editor writes bullets as
 * <ol> items marked data-list="bullet", so those are bullets too.
 */
const bodyClass = [
  "space-y-3 text-ink",
  "[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_li[data-list=bullet]]:list-disc [&_strong]:font-semibold [&_a]:text-primary [&_a]:underline",
].join(" ");

/**
 * A privacy policy or terms page from its content document (tokens already filled): heading band,
 * review date, sections, and the privacy contact. Plain server-rendered markup: nothing on it
 * needs JavaScript.
 */
export function LegalDocument({ document }: { document: LegalPage }) {
  const language = useLanguage();
  return (
    <>
      <PageHero eyebrow={language === "hi" ? legalDocumentHi.eyebrow : "Legal"} title={document.heading}>
        {document.intro}
      </PageHero>
      <Container className="py-10 sm:py-12">
        <div className="max-w-3xl space-y-8">
          <p className="text-sm font-semibold text-muted">
            <time dateTime={document.reviewed}>{reviewedLabel(document.reviewed, language)}</time>
          </p>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="mb-3 text-2xl font-bold">
                {section.heading}
              </h2>
              <div className={bodyClass} dangerouslySetInnerHTML={{ __html: section.body }} />
            </section>
          ))}
          <PrivacyContact />
        </div>
      </Container>
    </>
  );
}
