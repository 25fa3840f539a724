import type { AboutContent } from "../../../content/about.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";

export function AboutHero({ hero, sinceYear }: { hero: AboutContent["hero"]; sinceYear: number }) {
  return (
    <section className="bg-primary-strong text-white">
      <Container className="py-14 sm:py-20">
        <p className="mb-3 text-sm font-semibold tracking-wider text-accent uppercase">{hero.eyebrow}</p>
        <h1 className="max-w-3xl text-4xl font-bold text-white sm:text-5xl">{hero.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/85">{hero.description}</p>
        <div className="mt-8 flex flex-wrap items-center gap-6">
          <ButtonLink to={hero.button.to} variant="accent" size="lg">
            {hero.button.label}
          </ButtonLink>
          <p className="text-white/85">
            Serving Indian employers since <strong className="text-white">{sinceYear}</strong>
          </p>
        </div>
      </Container>
    </section>
  );
}
