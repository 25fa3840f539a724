import type { FeatureCard } from "../../../../contract/content/services.ts";
import { Container } from "../../ui/container.tsx";
import { IconTile } from "./marketing-icon.tsx";

/** Three short cards on why clients choose the firm. */
export function FeatureCards({ title, cards }: { title: string; cards: FeatureCard[] }) {
  return (
    <section aria-labelledby="why-us" className="bg-surface py-14 sm:py-20">
      <Container>
        <h2 id="why-us" className="text-center text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <div key={card.title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <IconTile name={card.icon} />
              <h3 className="mt-4 text-lg font-bold">{card.title}</h3>
              <p className="mt-2 text-muted">{card.description}</p>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
