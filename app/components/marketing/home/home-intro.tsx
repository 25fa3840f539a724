import { CheckCircle2 } from "lucide-react";
import type { HomeContent } from "../../../../contract/content/home-copy.ts";
import type { Stat } from "../../../../contract/content/stats.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";

/** Who the firm is, with the claims of SPEC 1 beside it. */
export function HomeIntro({ intro, claims }: { intro: HomeContent["intro"]; claims: Stat[] }) {
  return (
    <section aria-labelledby="intro-title" className="py-16 sm:py-20">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="intro-title" eyebrow={intro.eyebrow} title={intro.title} />
          {intro.paragraphs.map((text) => (
            <p key={text} className="mt-4 text-lg text-muted">
              {text}
            </p>
          ))}
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            {intro.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2 font-medium text-ink">
                <CheckCircle2 aria-hidden="true" className="size-5 text-success" /> {item}
              </li>
            ))}
          </ul>
          <ButtonLink to={intro.button.to} variant="primary" className="mt-8">
            {intro.button.label}
          </ButtonLink>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {claims.map((claim, i) => (
            <div
              key={claim.id}
              className={`flex flex-col rounded-card p-6 ${i === 0 || i === 3 ? "bg-primary text-white" : "bg-primary-soft"}`}
            >
              <dt className={`order-2 text-sm font-medium ${i === 0 || i === 3 ? "text-white/85" : "text-muted"}`}>
                {claim.name}
              </dt>
              <dd
                className={`order-1 mb-1 text-3xl font-bold sm:text-4xl ${i === 0 || i === 3 ? "text-accent" : "text-primary"}`}
              >
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
