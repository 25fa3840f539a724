import type { AboutContent } from "../../../../contract/content/about.ts";
import type { TimelineItem } from "../../../../contract/content/timeline.ts";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";
import { ResponsiveImage } from "../../shared/responsive-image.tsx";

/** The 2019-2023 timeline beside an image that stays in view while the years scroll by (SPEC 2.5). */
export function TimelineSection({ copy, items }: { copy: AboutContent["timeline"]; items: TimelineItem[] }) {
  return (
    <section aria-labelledby="timeline-title" className="bg-surface py-16 sm:py-20">
      <Container className="grid items-start gap-12 lg:grid-cols-2">
        <div className="lg:sticky lg:top-24" data-testid="timeline-image">
          <SectionHeading id="timeline-title" eyebrow={copy.eyebrow} title={copy.title} />
          <ResponsiveImage
            image={copy.image}
            size={{ width: 560, height: 640 }}
            sizes="28rem"
            className="mt-8 hidden h-auto w-full max-w-md rounded-card lg:block"
          />
        </div>
        <ol className="relative space-y-8 border-l-2 border-primary/20 pl-8">
          {items.map((item) => (
            <li key={item.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-surface bg-accent"
              />
              <p className="text-sm font-bold tracking-wider text-primary">{item.year}</p>
              <h3 className="mt-1 text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
