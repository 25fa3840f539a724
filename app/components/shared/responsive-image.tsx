import type { ImageRef } from "../../../contract/shared/image-ref.ts";

/** The focal point as CSS `object-position`, or undefined for the centre (nothing set). */
export function focalPosition({ focalX, focalY }: Pick<ImageRef, "focalX" | "focalY">): string | undefined {
  return focalX === undefined && focalY === undefined ? undefined : `${focalX ?? 50}% ${focalY ?? 50}%`;
}

interface ResponsiveImageProps {
  image: ImageRef;
  /** How wide the image is drawn, for the browser's choice from `srcset` (e.g. "(min-width: 64rem) 50vw, 100vw"). */
  sizes?: string;
  /** "eager" for the image a page opens with (its LCP); lazy otherwise. */
  loading?: "lazy" | "eager";
  className?: string;
}

/**
 * An ImageRef as plain markup: every width for the browser to choose from, the intrinsic size
 * against layout shift, and the focal point kept in view when CSS crops it (object-fit: cover).
 * No script: content pages can use it as it is.
 */
export function ResponsiveImage({ image, sizes = "100vw", loading = "lazy", className }: ResponsiveImageProps) {
  const position = focalPosition(image);
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={loading}
      decoding="async"
      className={className}
      style={position ? { objectPosition: position } : undefined}
    />
  );
}
