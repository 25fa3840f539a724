import type { Step } from "../../../content/recruitment.ts";
import { MarketingIcon } from "./marketing-icon.tsx";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

const labels = {
  en: { heading: "Our recruitment process in four steps", step: "Step" },
  hi: { heading: "चार चरणों में हमारी भर्ती प्रक्रिया", step: "चरण" },
} as const;

/** The four recruitment steps as a numbered, connected list (the steps in the page's language: app/content/hi/recruitment.ts). */
export function RecruitmentSteps({ steps }: { steps: Step[] }) {
  const text = labels[useLanguage()];
  return (
    <section aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="text-2xl font-bold">
        {text.heading}
      </h2>
      <ol className="mt-6 space-y-4">
        {steps.map((step) => (
          <li
            key={step.number}
            className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:gap-6 sm:p-6"
          >
            <div className="flex shrink-0 flex-col items-center gap-2">
              <span
                className="inline-flex size-11 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
                aria-hidden="true"
              >
                {step.number}
              </span>
              <MarketingIcon name={step.icon} className="size-5 text-accent-strong" />
            </div>
            <div>
              <p className="text-sm font-semibold text-muted">
                {text.step} {step.number}
              </p>
              <h3 className="text-lg font-bold sm:text-xl">{step.title}</h3>
              <p className="mt-2 text-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
