import { ButtonLink } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";

const texts = {
  "not-found": {
    code: "404",
    title: "Page not found",
    text: "The page you are looking for does not exist or has moved. The links below will take you somewhere useful.",
  },
  error: {
    code: "Error",
    title: "Something went wrong",
    text: "An unexpected error stopped this page from loading. Please try again, or go back to the home page.",
  },
} as const;

/** The 404 page and the generic error screen, inside the site frame. */
export function ErrorPage({ kind }: { kind: keyof typeof texts }) {
  const t = texts[kind];
  return (
    <Container className="py-20 text-center">
      <p className="text-sm font-bold tracking-widest text-accent-ink uppercase">{t.code}</p>
      <h1 className="mt-2 text-4xl font-bold">{t.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{t.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/contact" variant="outline">
          Contact us
        </ButtonLink>
      </div>
    </Container>
  );
}
