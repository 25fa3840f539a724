import { ChevronDown } from "lucide-react";
import type { FaqContent } from "../../../../contract/content/home-faq.ts";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";
import { useLanguage } from "../../../lib/i18n/language-context.ts";
import { homePageHi } from "../../../content/hi/home.ts";

/** The home FAQ as native disclosure widgets: keyboard operable with no script at all. */
export function FaqSection({ faq }: { faq: FaqContent }) {
  const hindi = useLanguage() === "hi";
  return (
    <section aria-labelledby="faq-title" className="bg-surface py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <SectionHeading
          id="faq-title"
          eyebrow={hindi ? homePageHi.faq : "FAQ"}
          title={faq.title}
          description={faq.subtitle}
        />
        <div className="space-y-3">
          {faq.items.map((item) => (
            <details
              key={item.id}
              name="home-faq"
              className="group rounded-card border border-line bg-white shadow-card"
            >
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-primary transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <p className="px-6 pb-5 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
