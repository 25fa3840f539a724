import { ExternalLink } from "lucide-react";
import type { Partner } from "../../../../contract/content/partners.ts";
import { ResponsiveImage } from "../../shared/responsive-image.tsx";

/** A partner's card: the whole card is one link to the partner's website, in a new tab. */
export function PartnerCard({ partner }: { partner: Partner }) {
  return (
    <li className="h-full">
      <a
        href={partner.websiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="partner-link"
        className="group flex h-full flex-col rounded-card border border-line bg-white p-6 no-underline shadow-card transition-colors hover:border-primary"
      >
        <span className="flex h-20 items-center justify-center rounded-lg bg-surface px-4">
          <ResponsiveImage
            image={partner.logo}
            size={{ width: 260, height: 64 }}
            sizes="16rem"
            className="h-auto max-h-14 w-auto max-w-full"
          />
        </span>
        <span className="mt-5 text-lg font-semibold text-primary-strong">{partner.companyName}</span>
        <span className="mt-1 flex-1 text-base text-muted">{partner.subtitle}</span>
        <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary group-hover:underline">
          Visit website
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </span>
      </a>
    </li>
  );
}
