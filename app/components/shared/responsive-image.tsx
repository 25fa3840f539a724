import type { ComponentProps } from "react";
import type { ImageRef } from "../../../contract/shared/image-ref.ts";

/** The focal point as CSS `object-position`, or undefined for the centre (nothing set). */
export function focalPosition({ focalX, focalY }: Pick<ImageRef, "focalX" | "focalY">): string | undefined {
  return focalX === undefined && focalY === undefined ? undefined : `${focalX ?? 50}% ${focalY ?? 50}%`;
}

type ResponsiveImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  image: ImageRef;
  /** How wide the image is drawn, for the browser's choice from `srcset` (e.g. "(min-width: 64rem) 50vw, 100vw"). */
  sizes?: string;
  /** "eager" for the image a page opens with (its LCP); lazy otherwise. */
  loading?: "lazy" | "eager";
  /**
   * The size to declare for an image that has none of its own (a typed default's SVG, a plain URL),
   * so its box is reserved before it loads; a library image declares its own.
   */
  size?: { width: number; height: number };
};

/**
 * An ImageRef as plain markup: every width for the browser to choose from, the intrinsic size
 * against layout shift, and the focal point kept in view when CSS crops it (object-fit: cover).
 * No script: content pages can use it as it is. `alt` defaults to the image's own (a decorative
 * copy passes "").
 */
export function ResponsiveImage({
  image,
  sizes = "100vw",
  loading = "lazy",
  size,
  alt = image.alt,
  style,
  ...attributes
}: ResponsiveImageProps) {
  const position = focalPosition(image);
  const declared = image.width && image.height ? { width: image.width, height: image.height } : size;
  return (
    <img
      {...attributes}
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      width={declared?.width}
      height={declared?.height}
      alt={alt}
      loading={loading}
      decoding="async"
      style={position ? { ...style, objectPosition: position } : style}
    />
  );
}
