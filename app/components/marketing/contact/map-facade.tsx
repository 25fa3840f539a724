import { ExternalLink, MapPin } from "lucide-react";
import { useState } from "react";
import { Button } from "../../ui/button.tsx";

export interface MapFacadeCopy {
  heading: string;
  showButton: string;
  openLink: string;
  note: string;
  iframeTitle: string;
  /** Read after the Google Maps link's name by screen readers. */
  newTab: string;
}

/**
 * The office map as a facade: a light drawn map until the visitor asks for the real one, because
 * the Google Maps iframe is heavy, talks to a third party and would slow every visit.
 */
export function MapFacade({ query, address, copy }: { query: string; address: string; copy: MapFacadeCopy }) {
  const [loaded, setLoaded] = useState(false);
  const q = encodeURIComponent(query);
  const embedUrl = `https://www.google.com/maps?q=${q}&output=embed`;
  const openUrl = `https://www.google.com/maps/search/?api=1&query=${q}`;
  return (
    <section
      aria-labelledby="map-heading"
      className="overflow-hidden rounded-card border border-line bg-white shadow-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4">
        <h2 id="map-heading" className="text-xl font-bold">
          {copy.heading}
        </h2>
        <a
          href={openUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline underline-offset-2"
        >
          {copy.openLink}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{copy.newTab}</span>
        </a>
      </div>
      <div
        data-map-embed={embedUrl}
        data-map-title={copy.iframeTitle}
        className="relative aspect-[4/3] w-full bg-surface sm:aspect-[2/1] lg:aspect-[3/1]"
      >
        {loaded ? (
          <iframe
            title={copy.iframeTitle}
            src={embedUrl}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : (
          <>
            <StreetSketch />
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
              <p className="flex max-w-sm items-start gap-2 rounded-lg bg-white/95 px-3 py-2 text-sm font-semibold text-primary-strong shadow-card">
                <MapPin className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
                {address}
              </p>
              <Button variant="primary" onClick={() => setLoaded(true)}>
                {copy.showButton}
              </Button>
              <p className="rounded bg-white/90 px-2 text-xs text-muted">{copy.note}</p>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** A few streets, a park and a pin in brand tints: decorative, so hidden from assistive technology. */
function StreetSketch() {
  return (
    <svg
      viewBox="0 0 640 280"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 size-full text-primary"
    >
      <rect width="640" height="280" fill="currentColor" opacity="0.05" />
      <rect
        x="430"
        y="24"
        width="150"
        height="92"
        rx="10"
        className="text-success"
        fill="currentColor"
        opacity="0.14"
      />
      <g stroke="white" strokeLinecap="round" fill="none">
        <path d="M-10 190 C160 170 300 210 650 150" strokeWidth="22" />
        <path d="M120 -10 L190 290" strokeWidth="16" />
        <path d="M380 -10 L350 290" strokeWidth="16" />
        <path d="M-10 70 L650 92" strokeWidth="12" />
        <path d="M520 130 L600 290" strokeWidth="10" />
      </g>
      <g stroke="currentColor" strokeLinecap="round" fill="none" opacity="0.16">
        <path d="M-10 190 C160 170 300 210 650 150" strokeWidth="2" strokeDasharray="10 12" />
      </g>
      <circle cx="300" cy="150" r="34" fill="currentColor" opacity="0.08" />
    </svg>
  );
}
