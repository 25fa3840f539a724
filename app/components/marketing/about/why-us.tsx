import { CheckCircle2, Phone } from "lucide-react";
import type { AboutContent } from "../../../../contract/content/about.ts";
import type { Stat } from "../../../../contract/content/stats.ts";
import { buttonClass } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";
import { StatGrid } from "../shared/stat-grid.tsx";

/** Stats and the why-us list with a call button that dials the site phone (SPEC 2.5). */
export function WhyUs({
  whyUs,
  statsTitle,
  stats,
  phone,
}: {
  whyUs: AboutContent["whyUs"];
  statsTitle: string;
  stats: Stat[];
  phone: { tel: string; display: string };
}) {
  return (
    <section id="why-us" aria-labelledby="why-us-title" className="py-16 sm:py-20">
      <Container>
        <h2 className="sr-only">{statsTitle}</h2>
        <StatGrid stats={stats} />
        <div className="mt-16 grid items-start gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="why-us-title" eyebrow={whyUs.eyebrow} title={whyUs.title} />
            <a
              href={phone.tel}
              className={buttonClass("accent", "lg", "mt-8")}
              aria-label={`${whyUs.callLabel}: ${phone.display}`}
            >
              <Phone aria-hidden="true" className="size-5" /> {whyUs.callLabel}
            </a>
            <p className="mt-3 text-muted">{phone.display}</p>
          </div>
          <ul className="space-y-4">
            {whyUs.points.map((point) => (
              <li key={point} className="flex gap-3 rounded-card border border-line bg-white p-4 text-lg shadow-card">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
