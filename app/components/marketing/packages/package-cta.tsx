import type { PackageDocument } from "../../../../contract/content/packages.ts";
import { ButtonLink } from "../../ui/button.tsx";

/** The closing call to action of a package page. */
export function PackageCta({ cta }: { cta: PackageDocument["cta"] }) {
  return (
    <section
      aria-labelledby="package-cta"
      className="rounded-card border border-line bg-accent-soft p-6 text-center sm:p-12"
    >
      <h2 id="package-cta" className="text-2xl font-bold sm:text-3xl">
        {cta.heading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">{cta.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={cta.primary.to} size="lg">
          {cta.primary.label}
        </ButtonLink>
        <ButtonLink to={cta.secondary.to} variant="outline" size="lg">
          {cta.secondary.label}
        </ButtonLink>
      </div>
    </section>
  );
}
