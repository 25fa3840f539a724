import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { PackageSection } from "../../../../contract/content/packages.ts";
import { CheckList } from "../services/check-list.tsx";
import { IconTile } from "../services/marketing-icon.tsx";
import { FaqAccordion } from "./faq-accordion.tsx";
import { QuoteBlock } from "./quote-block.tsx";
import { SectionHeading } from "./package-section-heading.tsx";
import { ResponsiveImage } from "../../shared/responsive-image.tsx";

/** One typed section of a package page, drawn by its kind; `flip` puts a feature's image on the left. */
export function PackageSectionView({ section, flip = false }: { section: PackageSection; flip?: boolean }) {
  const headingId = `${section.id}-heading`;
  switch (section.kind) {
    case "numbered":
      return (
        <section aria-labelledby={headingId}>
          <SectionHeading id={headingId} heading={section.heading} text={section.text} />
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item) => (
              <li key={item.id} className="rounded-card border border-line bg-white p-6 shadow-card">
                <span
                  className="inline-flex rounded-lg bg-accent-soft px-2.5 py-1 text-2xl font-bold text-accent-ink"
                  aria-hidden="true"
                >
                  {item.number}
                </span>
                <h3 className="mt-2 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 text-muted">{item.description}</p>
              </li>
            ))}
          </ol>
        </section>
      );
    case "benefit-cards":
      return (
        <section aria-labelledby={headingId}>
          <SectionHeading id={headingId} heading={section.heading} />
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {section.items.map((item) => (
              <article
                key={item.title}
                className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
              >
                <IconTile name={item.icon} />
                <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 flex-1 text-muted">{item.description}</p>
                <Link
                  to={item.link.to}
                  className="mt-4 inline-flex items-center gap-2 font-semibold text-primary no-underline hover:underline"
                >
                  {item.link.label}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </article>
            ))}
          </div>
        </section>
      );
    case "faq":
      return (
        <section aria-labelledby={headingId} className="mx-auto max-w-3xl">
          <SectionHeading id={headingId} heading={section.heading} />
          <div className="mt-8">
            <FaqAccordion items={section.items} />
          </div>
        </section>
      );
    case "benefits":
      return (
        <section aria-labelledby={headingId}>
          <SectionHeading id={headingId} heading={section.heading} text={section.text} />
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item) => (
              <div key={item.title} className="rounded-card border border-line bg-white p-6 shadow-card">
                <IconTile name={item.icon} />
                <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 text-muted">{item.description}</p>
              </div>
            ))}
          </div>
        </section>
      );
    case "quote":
      return <QuoteBlock text={section.text} author={section.author} role={section.role} />;
    case "image-grid":
      return (
        <section aria-labelledby={headingId}>
          <SectionHeading id={headingId} heading={section.heading} text={section.text} />
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {section.images.map(({ image, caption }) => (
              <li key={caption}>
                <figure className="h-full rounded-card border border-line bg-white p-3 shadow-card">
                  <ResponsiveImage
                    image={image}
                    size={{ width: 480, height: 360 }}
                    sizes="(min-width: 30rem) 30rem, 100vw"
                    className="h-auto w-full rounded-lg bg-surface"
                  />
                  <figcaption className="mt-3 text-center text-sm font-semibold text-primary-strong">
                    {caption}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      );
    case "feature":
      return (
        <section aria-labelledby={headingId} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{section.eyebrow}</p>
            <h2 id={headingId} className="mt-2 text-2xl font-bold sm:text-3xl">
              {section.heading}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg text-muted">
                {p}
              </p>
            ))}
            <CheckList items={section.points} className="mt-6 space-y-3" />
          </div>
          <ResponsiveImage
            image={section.image}
            size={{ width: 480, height: 360 }}
            sizes="(min-width: 28rem) 28rem, 100vw"
            className={`mx-auto h-auto w-full max-w-md rounded-card border border-line bg-white ${flip ? "lg:order-first" : ""}`}
          />
        </section>
      );
  }
}
