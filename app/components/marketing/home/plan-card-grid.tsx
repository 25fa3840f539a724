import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import type { PlanCard } from "../../../../contract/content/home-plan-cards.ts";
import { LineIcon } from "../shared/line-icon.tsx";
import { ResponsiveImage } from "../../shared/responsive-image.tsx";
import { useLanguage } from "../../../lib/i18n/language-context.ts";
import { homePageHi } from "../../../content/hi/home.ts";

/**
 * The three 500 px package cards (SPEC 2.4). Each card is a link (Enter and click go to its route).
 * A service card swaps to its hover image and details while hovered or focused; the featured card
 * always shows its image and details.
 */
export function PlanCards({ cards }: { cards: PlanCard[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <PlanCardLink card={card} />
        </li>
      ))}
    </ul>
  );
}

function PlanCardLink({ card }: { card: PlanCard }) {
  const featured = card.type === "featured";
  const hindi = useLanguage() === "hi";
  const recommended = hindi ? homePageHi.recommended : "Recommended";
  // Service cards reveal on hover/focus; `visibility` (not just opacity) keeps hidden details out of
  // the accessibility tree and out of the link's name until they show. Images are decorative: the
  // card's text names the link.
  const reveal =
    "invisible opacity-0 group-hover:visible group-hover:opacity-100 group-focus:visible group-focus:opacity-100";
  const rest = featured ? "" : "group-hover:invisible group-focus:invisible";
  return (
    <Link
      to={card.route}
      data-testid="plan-card"
      data-type={card.type}
      className={`group relative flex h-[500px] flex-col overflow-hidden rounded-card border no-underline shadow-card transition-shadow duration-200 hover:shadow-lg ${
        featured ? "border-accent bg-primary text-white" : "border-line bg-white text-ink"
      }`}
    >
      {/* A service card's image shrinks while its details show, so the three features fit the 500 px. */}
      <div
        className={`relative h-56 shrink-0 overflow-hidden ${featured ? "" : "transition-[height] duration-300 group-hover:h-32 group-focus:h-32"}`}
      >
        <ResponsiveImage
          image={card.image}
          alt=""
          data-testid="plan-card-image"
          size={{ width: 400, height: 240 }}
          sizes="(min-width: 64rem) 31rem, 100vw"
          className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${featured ? "" : "group-hover:opacity-0 group-focus:opacity-0"}`}
        />
        {featured ? null : (
          <ResponsiveImage
            image={card.hoverImage}
            alt=""
            size={{ width: 400, height: 240 }}
            sizes="(min-width: 64rem) 31rem, 100vw"
            data-testid="plan-card-hover-image"
            className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${reveal}`}
          />
        )}
        {featured ? (
          <span className="absolute top-4 left-4 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-accent-ink uppercase">
            {recommended}
          </span>
        ) : null}
      </div>

      <div className="relative flex flex-1 flex-col p-6">
        <span
          className={`mb-4 grid size-11 place-items-center rounded-lg ${featured ? "bg-accent text-accent-ink" : "bg-primary-soft text-primary"}`}
        >
          <LineIcon name={featured ? `${card.icon}-ink` : card.icon} />
        </span>
        <h3 className={`text-2xl font-bold ${featured ? "text-white" : ""}`}>{card.title}</h3>
        <p className={`mt-2 ${featured ? "text-white/85" : "text-muted"} ${rest}`}>{card.description}</p>
        {featured ? null : (
          <ul
            data-testid="plan-card-details"
            className={`absolute inset-x-6 top-[7.75rem] space-y-2 text-sm transition-opacity duration-300 ${reveal}`}
          >
            {card.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
        <span
          className={`mt-auto inline-flex items-center gap-2 font-semibold ${featured ? "text-accent" : "text-primary"}`}
        >
          {hindi ? homePageHi.viewPackage : "View package"}{" "}
          <span aria-hidden="true" className="transition-transform duration-200 group-hover:translate-x-1">
            →
          </span>
        </span>
      </div>
    </Link>
  );
}
