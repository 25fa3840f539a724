import { Container } from "./container.tsx";

/** The heading band at the top of an inner page. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b border-line bg-primary-soft">
      <Container className="py-10 sm:py-14">
        {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-3xl text-lg text-muted">{children}</div> : null}
      </Container>
    </section>
  );
}
