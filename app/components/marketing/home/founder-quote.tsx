import type { SiteIdentity } from "../../../../contract/shared/site.ts";
import { Container } from "../../ui/container.tsx";

/** The founder's words (SPEC 1: copy quotes the founder and advocate). */
export function FounderQuote({ founder, eyebrow }: { founder: SiteIdentity["founder"]; eyebrow: string }) {
  return (
    <section aria-label={eyebrow} className="py-16 sm:py-20">
      <Container>
        <figure className="mx-auto max-w-3xl text-center">
          <p className="mb-4 text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>
          <blockquote className="text-2xl leading-snug font-semibold text-primary-strong sm:text-3xl">
            <p>“{founder.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 flex items-center justify-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-full bg-accent text-lg font-bold text-accent-ink"
            >
              {founder.name.replace(/^Adv\.\s*/, "").charAt(0)}
            </span>
            <span className="text-left">
              <span className="block font-semibold text-ink">{founder.name}</span>
              <span className="block text-sm text-muted">{founder.title}</span>
            </span>
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
