import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import type { PricingContent } from "../../../../contract/content/home-pricing.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";
import { useLanguage } from "../../../lib/i18n/language-context.ts";
import { homePageHi } from "../../../content/hi/home.ts";

type Billing = "monthly" | "annually";

/** The pricing section (SPEC 2.4, 9): three tiers, a monthly/annual switch, Most popular on one. */
export function PricingSection({ pricing }: { pricing: PricingContent }) {
  const [billing, setBilling] = useState<Billing>("monthly");
  const hi = useLanguage() === "hi" ? homePageHi : null;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="pricing-title"
          eyebrow={pricing.title}
          title={pricing.subtitle}
          description={pricing.description}
          align="center"
        />
        <div
          role="group"
          aria-label={hi ? hi.billingPeriod : "Billing period"}
          data-billing
          className="mx-auto mt-8 flex w-fit rounded-full border border-line bg-surface p-1"
        >
          {(["monthly", "annually"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={billing === option}
              data-billing-option={option}
              onClick={() => setBilling(option)}
              className="min-h-11 rounded-full px-5 text-sm font-semibold text-muted capitalize transition-colors duration-150 hover:text-primary aria-pressed:bg-primary aria-pressed:text-white aria-pressed:shadow-card"
            >
              {option === "monthly" ? (hi?.monthly ?? "Monthly") : (hi?.annually ?? "Annually")}
            </button>
          ))}
        </div>
        <ul className="mt-12 grid items-stretch gap-6 lg:grid-cols-3">
          {pricing.tiers.map((tier) => (
            <li
              key={tier.id}
              id={tier.id}
              data-testid="pricing-tier"
              data-featured={tier.featured ? "true" : "false"}
              className={`relative flex flex-col rounded-card border p-8 ${
                tier.featured
                  ? "border-primary bg-primary text-white shadow-lg lg:-my-4 lg:py-12"
                  : "border-line bg-white shadow-card"
              }`}
            >
              {tier.mostPopular ? (
                <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent px-4 py-1 text-sm font-bold text-accent-ink">
                  {hi ? hi.mostPopular : "Most popular"}
                </span>
              ) : null}
              <h3 className={`text-xl font-bold ${tier.featured ? "text-white" : ""}`}>{tier.name}</h3>
              <p className={`mt-2 text-sm ${tier.featured ? "text-white/85" : "text-muted"}`}>{tier.description}</p>
              <p className="mt-6 flex items-baseline gap-2">
                <span
                  data-testid="pricing-amount"
                  data-monthly={tier.price.monthly}
                  data-annually={tier.price.annually}
                  className="text-5xl font-bold tracking-tight"
                >
                  {tier.price[billing]}
                </span>
                <span
                  data-monthly={pricing.unit.monthly}
                  data-annually={pricing.unit.annually}
                  className={`text-sm ${tier.featured ? "text-white/85" : "text-muted"}`}
                >
                  {pricing.unit[billing]}
                </span>
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {tier.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckCircle2
                      aria-hidden="true"
                      className={`mt-1 size-4 shrink-0 ${tier.featured ? "text-accent" : "text-success"}`}
                    />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <ButtonLink
                to={pricing.ctaTo}
                variant={tier.featured ? "accent" : "outline"}
                className="mt-8 w-full"
                aria-label={hi ? hi.planLabel(tier.cta, tier.name) : `${tier.cta}: ${tier.name} plan`}
              >
                {tier.cta}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
