import type { PackageDocument } from "../../../../contract/content/packages.ts";
import { Container } from "../../ui/container.tsx";
import { ResponsiveImage } from "../../shared/responsive-image.tsx";

/** The heading band of a package page: name, tagline, the plan's highlights and its illustration. */
export function PackageHero({ page }: { page: PackageDocument }) {
  return (
    <section className="border-b border-line bg-primary-soft">
      <Container className="grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_24rem]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{page.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl lg:text-5xl">{page.name}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{page.tagline}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={`${page.name} at a glance`}>
            {page.highlights.map((h) => (
              <li
                key={h}
                className="rounded-full border border-primary/20 bg-white px-3 py-1 text-sm font-semibold text-primary"
              >
                {h}
              </li>
            ))}
          </ul>
        </div>
        {/* Wide screens only (lazy, so phones never fetch it); the largest paint stays the heading. */}
        <ResponsiveImage
          image={page.heroImage}
          size={{ width: 480, height: 360 }}
          sizes="(min-width: 80rem) 36rem, 45vw"
          className="hidden h-auto w-full lg:block"
        />
      </Container>
    </section>
  );
}
