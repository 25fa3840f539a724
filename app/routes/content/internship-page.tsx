import { contentPage } from "../../../contract/shared/page-handle.ts";
import { CourseCard } from "../../components/marketing/internship/course-card.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { documentSeoMeta, rootDataFrom } from "../../lib/seo.ts";
import { servicesContext } from "../../lib/services-context.ts";
import type { Route } from "./+types/internship-page";
import { ResponsiveImage } from "../../components/shared/responsive-image.tsx";

/** Rendered by React on the server only; no framework script in the browser (decision 064). */
export const handle = contentPage;

/** The page's content document (issue 28): its typed default until staff publish their own. */
export function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content("internship");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  documentSeoMeta(rootDataFrom(matches), loaderData?.seo, { path: "/internship" });

export default function InternshipRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <section className="border-b border-line bg-primary-soft">
        <Container className="grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_24rem]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{page.eyebrow}</p>
            <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{page.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-muted">{page.intro}</p>
            <ul className="mt-8 grid max-w-lg grid-cols-3 gap-4 border-t border-primary/15 pt-6">
              {page.facts.map((fact) => (
                <li key={fact.label}>
                  <strong className="block text-2xl font-bold text-primary-strong sm:text-3xl">{fact.value}</strong>
                  <span className="text-sm text-muted">{fact.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <ResponsiveImage
            image={page.illustration}
            size={{ width: 480, height: 360 }}
            sizes="(min-width: 80rem) 36rem, 45vw"
            className="hidden h-auto w-full lg:block"
          />
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        <section aria-labelledby="courses-heading">
          <h2 id="courses-heading" className="text-2xl font-bold sm:text-3xl">
            Programmes and courses
          </h2>
          <p className="mt-3 max-w-3xl text-muted">{page.buttonsNote}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.courses.map((course) => (
              <CourseCard key={course.id} course={course} buttons={page.buttons} />
            ))}
          </div>
        </section>
        <section
          aria-labelledby="help-heading"
          className="mt-14 flex flex-col items-start gap-4 rounded-card border border-line bg-accent-soft p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="max-w-2xl">
            <h2 id="help-heading" className="text-2xl font-bold">
              {page.help.heading}
            </h2>
            <p className="mt-2 text-muted">{page.help.text}</p>
          </div>
          <ButtonLink to="/contact" size="lg" className="shrink-0">
            Ask our training desk
          </ButtonLink>
        </section>
      </Container>
    </>
  );
}
