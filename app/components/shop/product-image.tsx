import { useState } from "react";

/** Shown when a product's image cannot be loaded (an editor may enter any address). */
const FALLBACK = "/images/products/policy.svg";

interface ProductImageProps {
  src: string;
  eager?: boolean;
  className?: string;
  /** Product images illustrate the title beside them, so they are decorative unless told. */
  alt?: string;
  size?: { width: number; height: number };
}

export function ProductImage({
  src,
  eager = false,
  className = "",
  alt = "",
  size = { width: 240, height: 160 },
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? FALLBACK : src}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
