import type { AboutContent } from "../../../../contract/content/about.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";
import { aboutPageHi } from "../../../content/hi/about.ts";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

/** The company intro with its since-year (SPEC 2.5) and the founder's words. */
export function AboutIntro({
  intro,
  sinceYear,
  founder,
}: {
  intro: AboutContent["intro"];
  sinceYear: number;
  founder: { name: string; title: string; quote: string };
}) {
  const since = useLanguage() === "hi" ? aboutPageHi.since : "Since";
  return (
    <section id="our-story" aria-labelledby="story-title" className="py-16 sm:py-20">
      <Container className="grid items-start gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeading id="story-title" eyebrow={intro.eyebrow} title={intro.title} />
          {intro.paragraphs.map((text) => (
            <p key={text} className="mt-4 text-lg text-muted">
              {text}
            </p>
          ))}
          <ButtonLink to={intro.button.to} variant="primary" className="mt-8">
            {intro.button.label}
          </ButtonLink>
        </div>
        <div className="space-y-6">
          <div className="rounded-card bg-accent-soft p-8 text-center">
            <p className="text-sm font-semibold tracking-wider text-accent-ink uppercase">{since}</p>
            <p data-testid="since-year" className="text-6xl font-bold text-primary-strong">
              {sinceYear}
            </p>
          </div>
          <figure className="rounded-card border border-line bg-white p-6 shadow-card">
            <blockquote className="text-lg font-medium text-primary-strong">
              <p>“{founder.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 text-sm text-muted">
              <span className="font-semibold text-ink">{founder.name}</span>, {founder.title}
            </figcaption>
          </figure>
        </div>
      </Container>
    </section>
  );
}
