import { placeholderImage } from "../lib/posts/post-display.ts";

/**
 * Post covers (SPEC 3), as PostCover does it: an image that cannot be loaded gives way to the
 * placeholder. One listener on the document (errors do not bubble, so it captures) also serves the
 * covers a post list builds later.
 */
export function enhanceCovers(): void {
  const fallBack = (img: HTMLImageElement) => {
    if (!img.src.endsWith(placeholderImage)) img.src = placeholderImage;
  };
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches("img[data-cover]")) fallBack(event.target);
    },
    true,
  );
  // Some may have failed before this script ran.
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-cover]"))
    if (img.complete && img.naturalWidth === 0) fallBack(img);
}
