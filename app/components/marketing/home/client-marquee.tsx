import type { ClientsContent } from "../../../../contract/content/home-clients.ts";
import { Container } from "../../ui/container.tsx";
import { ResponsiveImage } from "../../shared/responsive-image.tsx";
import { useLanguage } from "../../../lib/i18n/language-context.ts";
import { homePageHi } from "../../../content/hi/home.ts";

/**
 * The client-logo marquee (SPEC 2.4, 9): the list doubled so the loop is seamless, 20 s a loop,
 * paused on hover or keyboard focus, and a still, wrapped row under prefers-reduced-motion.
 */
export function ClientMarquee({ clients }: { clients: ClientsContent }) {
  const loop = [...clients.logos, ...clients.logos];
  const hindi = useLanguage() === "hi";
  return (
    <section aria-labelledby="clients-title" className="border-y border-line py-12">
      <Container>
        <h2 id="clients-title" className="text-center text-base font-semibold tracking-wide text-muted uppercase">
          {clients.title}
        </h2>
      </Container>
      <div
        tabIndex={0}
        role="region"
        aria-label={hindi ? homePageHi.clientLogos : "Client logos"}
        data-testid="client-marquee"
        className="group relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]"
      >
        <ul
          className="flex w-max animate-marquee items-center gap-12 pr-12 group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:mx-auto motion-reduce:w-auto motion-reduce:max-w-site motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:animate-none!"
          style={{ animationDuration: `${clients.loopSeconds}s` }}
        >
          {loop.map((client, i) => {
            const copy = i >= clients.logos.length;
            return (
              <li
                key={`${client.id}-${i}`}
                aria-hidden={copy ? true : undefined}
                className={`shrink-0 ${copy ? "motion-reduce:hidden" : ""}`}
              >
                <ResponsiveImage
                  image={client.logo}
                  alt={copy ? "" : client.name}
                  size={{ width: clients.logoWidth, height: clients.logoHeight }}
                  sizes="10rem"
                  className="h-12 w-40 object-contain opacity-80 transition-opacity duration-150 hover:opacity-100"
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
