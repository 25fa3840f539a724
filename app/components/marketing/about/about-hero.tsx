import type { AboutContent } from "../../../../contract/content/about.ts";
import type { Stat } from "../../../../contract/content/stats.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { aboutPageHi } from "../../../content/hi/about.ts";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

/** The about page's opening band, with the firm's claims (SPEC 1) beside it on wide screens. */
export function AboutHero({
  hero,
  sinceYear,
  claims,
}: {
  hero: AboutContent["hero"];
  sinceYear: number;
  claims: Stat[];
}) {
  const hindi = useLanguage() === "hi";
  return (
    <section className="bg-primary-strong text-white">
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-accent uppercase">{hero.eyebrow}</p>
          <h1 className="max-w-3xl text-4xl font-bold text-white sm:text-5xl">{hero.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">{hero.description}</p>
          <div className="mt-8 flex flex-wrap items-center gap-6">
            <ButtonLink to={hero.button.to} variant="accent" size="lg">
              {hero.button.label}
            </ButtonLink>
            <p className="text-white/85">
              {hindi ? (
                <>
                  <strong className="text-white">{sinceYear}</strong> {aboutPageHi.servingSince}
                </>
              ) : (
                <>
                  Serving Indian employers since <strong className="text-white">{sinceYear}</strong>
                </>
              )}
            </p>
          </div>
        </div>
        {/* Phones read the same figures in the intro below; here they only fill the wide layout. */}
        <dl className="hidden grid-cols-2 gap-4 lg:grid">
          {claims.map((claim) => (
            <div key={claim.id} className="flex flex-col rounded-card bg-white/10 p-5">
              <dt className="order-2 text-sm text-white/85">{claim.name}</dt>
              <dd className="order-1 text-3xl font-bold text-accent">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
