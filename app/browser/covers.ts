import { placeholderImage } from "../lib/post-display.ts";

/** Post covers (SPEC 3), as PostCover does it: an image that cannot be loaded gives way to the placeholder. */
export function enhanceCovers(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-cover]")) {
    const fallBack = () => {
      if (!img.src.endsWith(placeholderImage)) img.src = placeholderImage;
    };
    // It may have failed before this script ran.
    if (img.complete && img.naturalWidth === 0) fallBack();
    img.addEventListener("error", fallBack);
  }
}
