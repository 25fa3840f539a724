import type { ServicesOverview } from "../../../../contract/content/services.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { ResponsiveImage } from "../../shared/responsive-image.tsx";

/** The /services hero: badge, heading, two link buttons, three stats and (on wide screens) an illustration. */
export function ServicesHero({ hero }: { hero: ServicesOverview["hero"] }) {
  return (
    <section className="border-b border-line bg-primary-soft">
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_26rem]">
        <div>
          <p className="inline-flex rounded-full border border-primary/20 bg-white px-3 py-1 text-sm font-semibold text-primary">
            {hero.badge}
          </p>
          <h1 className="mt-4 text-3xl font-bold sm:text-4xl lg:text-5xl">{hero.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={hero.primary.to} variant="accent" size="lg">
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink to={hero.secondary.to} variant="outline" size="lg">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          <ul className="mt-10 grid max-w-2xl grid-cols-3 gap-4 border-t border-primary/15 pt-6">
            {hero.stats.map((stat) => (
              <li key={stat.id}>
                <strong className="block text-2xl font-bold text-primary-strong sm:text-3xl">{stat.value}</strong>
                <span className="mt-1 block text-sm text-muted">{stat.name}</span>
              </li>
            ))}
          </ul>
        </div>
        {/* Wide screens only (lazy, so phones never fetch it); the largest paint stays the heading. */}
        <ResponsiveImage
          image={hero.illustration}
          size={{ width: 480, height: 360 }}
          sizes="(min-width: 80rem) 36rem, 45vw"
          className="hidden h-auto w-full lg:block"
        />
      </Container>
    </section>
  );
}
