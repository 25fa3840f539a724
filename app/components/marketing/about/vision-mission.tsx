import { Eye, Target } from "lucide-react";
import type { AboutContent } from "../../../../contract/content/about.ts";
import { Container } from "../../ui/container.tsx";
import { aboutPageHi } from "../../../content/hi/about.ts";
import { useLanguage } from "../../../lib/i18n/language-context.ts";

export function VisionMission({
  vision,
  mission,
}: {
  vision: AboutContent["vision"];
  mission: AboutContent["mission"];
}) {
  const label = useLanguage() === "hi" ? aboutPageHi.visionAndMission : "Vision and mission";
  const cards = [
    { ...vision, Icon: Eye },
    { ...mission, Icon: Target },
  ];
  return (
    <section aria-label={label} className="bg-surface py-16 sm:py-20">
      <Container className="grid gap-6 md:grid-cols-2">
        {cards.map(({ title, text, Icon }) => (
          <article key={title} className="rounded-card bg-primary p-8 text-white sm:p-10">
            <Icon aria-hidden="true" className="mb-4 size-8 text-accent" />
            <h2 className="text-2xl font-bold text-white">{title}</h2>
            <p className="mt-3 text-lg text-white/85">{text}</p>
          </article>
        ))}
      </Container>
    </section>
  );
}
