import type { ValueItem } from "../../../../contract/content/about.ts";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";
import { ValueIcon } from "./value-icon.tsx";

/** A grid of value cards: used for the core values and for "how we work with you" (SPEC 2.5). */
export function ValuesGrid({
  id,
  title,
  description,
  items,
  tone = "plain",
}: {
  id: string;
  title: string;
  description: string;
  items: ValueItem[];
  tone?: "plain" | "tinted";
}) {
  const columns = items.length === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3";
  return (
    <section aria-labelledby={id} className={`py-16 sm:py-20 ${tone === "tinted" ? "bg-surface" : ""}`}>
      <Container>
        <SectionHeading id={id} title={title} description={description} align="center" />
        <ul className={`mt-10 grid gap-6 ${columns}`}>
          {items.map((item) => (
            <li key={item.id} className="rounded-card border border-line bg-white p-6 shadow-card">
              <span className="mb-4 grid size-12 place-items-center rounded-lg bg-primary-soft text-primary">
                <ValueIcon name={item.icon} />
              </span>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
