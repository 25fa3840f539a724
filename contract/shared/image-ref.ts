/**
 * An image as a content field or a product holds it: what a page needs to draw it without asking
 * the media library again (issue 28). `src` is always a path or URL a browser can load; `srcset`,
 * `width` and `height` are present when the image came from the media library (several widths,
 * re-encoded), absent for a plain URL (SPEC's product `image`, the typed defaults' SVGs).
 * `focalX`/`focalY` (0 to 100, per cent from the left and top) keep the subject in view when a box
 * crops the image (the hero), as CSS `object-position`.
 */
export interface ImageRef {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  srcset?: string;
  focalX?: number;
  focalY?: number;
}

/** The path prefix the media library serves its files under; a field whose `src` starts with it is a library image. */
export const mediaPathPrefix = "/media/";
