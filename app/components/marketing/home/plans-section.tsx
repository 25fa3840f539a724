import type { HomeContent } from "../../../../contract/content/home-copy.ts";
import type { PlanCard } from "../../../../contract/content/home-plan-cards.ts";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";
import { PlanCards } from "./plan-card-grid.tsx";

export function PlansSection({ copy, cards }: { copy: HomeContent["plans"]; cards: PlanCard[] }) {
  return (
    <section aria-labelledby="plans-title" className="pb-16 sm:pb-20">
      <Container>
        <SectionHeading id="plans-title" eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
        <div className="mt-10">
          <PlanCards cards={cards} />
        </div>
      </Container>
    </section>
  );
}
