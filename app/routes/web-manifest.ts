import type { ImageRef } from "../../contract/shared/image-ref.ts";
import { servicesContext } from "../lib/services-context.ts";
import type { Route } from "./+types/web-manifest";

/** One icon entry; an SVG scales to any size, an uploaded image says its own. */
function icon(image: ImageRef) {
  const svg = image.src.endsWith(".svg");
  return {
    src: image.src,
    sizes: svg || !image.width || !image.height ? "any" : `${image.width}x${image.height}`,
    ...(svg ? { type: "image/svg+xml" } : image.src.endsWith(".webp") ? { type: "image/webp" } : {}),
  };
}

/**
 * The web app manifest from the brand in force (issue 28): the firm's names, its primary colour as
 * the theme and its tab icon and logo as the icons (the drawn seal until staff upload their own).
 */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(servicesContext).site();
  const icons = [
    icon(site.favicon ?? { src: "/favicon.svg", alt: site.brand }),
    ...(site.logo ? [icon(site.logo)] : []),
  ];
  const manifest = {
    name: site.brand,
    short_name: site.shortBrand,
    description: site.description,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: site.colours.primary,
    background_color: "#ffffff",
    icons,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
