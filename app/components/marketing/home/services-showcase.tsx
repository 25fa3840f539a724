import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import type { HomeContent } from "../../../../contract/content/home-copy.ts";
import { Container } from "../../ui/container.tsx";
import { LineIcon } from "../shared/line-icon.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";

/** What we offer and why choose us (SPEC 2.4); the #services anchor of the footer lands here. */
export function ServicesShowcase({ services }: { services: HomeContent["services"] }) {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-surface py-16 sm:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="services-title" {...services.offer} />
          <Link
            to={services.link.to}
            className="inline-flex items-center gap-2 font-semibold text-primary hover:underline"
          >
            {services.link.label} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.items.map((service) => {
            return (
              <li key={service.id}>
                <Link
                  to={service.to}
                  className="group flex h-full gap-4 rounded-card border border-line bg-white p-6 no-underline shadow-card transition-shadow duration-200 hover:shadow-lg"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
                    <LineIcon name={service.icon} />
                  </span>
                  <span>
                    <span className="block text-lg font-semibold text-primary-strong group-hover:underline">
                      {service.name}
                    </span>
                    <span className="mt-1 block text-muted">{service.description}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>

        <div className="mt-16 grid items-center gap-10 rounded-card bg-primary p-8 text-white sm:p-12 lg:grid-cols-2">
          <SectionHeading
            eyebrow={services.why.eyebrow}
            title={services.why.title}
            description={services.why.description}
            tone="dark"
          />
          <ul className="space-y-4">
            {services.why.points.map((point) => (
              <li key={point} className="flex gap-3 text-lg">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
