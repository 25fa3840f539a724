import { Link } from "react-router";
import { useSite } from "../../hooks/use-site.ts";

/** The brand mark: the uploaded logo, or an inline SVG seal and the short name, linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const site = useSite();
  if (site.logo) {
    // An uploaded logo replaces the drawn seal and the short name; white behind it on the dark footer.
    return (
      <Link to="/" className="flex items-center no-underline" aria-label={`${site.brand}, home`}>
        <img
          src={site.logo.src}
          srcSet={site.logo.srcset}
          sizes="200px"
          alt=""
          width={site.logo.width}
          height={site.logo.height}
          className={`h-10 w-auto max-w-[200px] object-contain ${inverted ? "rounded bg-white p-1" : ""}`}
        />
      </Link>
    );
  }
  return (
    <Link to="/" className="flex items-center gap-2 no-underline" aria-label={`${site.brand}, home`}>
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true">
        <rect width="40" height="40" rx="9" className={inverted ? "fill-white" : "fill-primary"} />
        <path
          d="M12 21.5l5.5 5.5L29 14"
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-accent"
        />
      </svg>
      <span
        className={`whitespace-nowrap text-lg leading-tight font-bold ${inverted ? "text-white" : "text-primary-strong"}`}
      >
        {site.shortBrand}
        <span className={`block text-xs font-medium ${inverted ? "text-white/80" : "text-muted"}`}>
          HR &amp; Compliance
        </span>
      </span>
    </Link>
  );
}
