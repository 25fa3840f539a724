import type { AboutDocument } from "../../../../contract/content/about-document.ts";
import { ResponsiveImage } from "../../shared/responsive-image.tsx";
import { Container } from "../../ui/container.tsx";
import { SectionHeading } from "../shared/section-heading.tsx";

/** The team staff list in the about document (issue 28); nothing at all while the list is empty. */
export function TeamSection({ team }: { team: AboutDocument["team"] }) {
  if (team.members.length === 0) return null;
  return (
    <section id="team" aria-labelledby="team-title" className="bg-surface py-16 sm:py-20">
      <Container>
        <SectionHeading id="team-title" eyebrow={team.eyebrow} title={team.title} />
        <ul className="mt-10 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-4">
          {team.members.map((member) => (
            <li key={member.id} className="rounded-card border border-line bg-white p-6 shadow-card">
              {member.photo ? (
                <ResponsiveImage
                  image={member.photo}
                  sizes="(min-width: 64rem) 16rem, (min-width: 40rem) 50vw, 100vw"
                  className="mb-4 aspect-square w-full rounded-lg object-cover"
                />
              ) : null}
              <h3 className="text-lg font-semibold text-primary-strong">{member.name}</h3>
              <p className="text-sm font-semibold text-muted">{member.role}</p>
              {member.bio ? <p className="mt-2 text-ink">{member.bio}</p> : null}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
