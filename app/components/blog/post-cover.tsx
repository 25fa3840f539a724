import { useEffect, useRef } from "react";
import { placeholderImage, postImageUrl } from "../../lib/posts/post-display.ts";

/**
 * A post's cover (SPEC 3 rules) with fixed 2:1 dimensions so nothing shifts, swapping to the
 * placeholder when the image cannot be loaded (also when that happened before hydration).
 */
export function PostCover({
  image,
  className = "",
  eager = false,
}: {
  image: string | null;
  className?: string;
  eager?: boolean;
}) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) showPlaceholder(img);
  }, []);
  return (
    <img
      ref={ref}
      src={postImageUrl(image)}
      alt=""
      width={1200}
      height={600}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      data-cover
      className={`aspect-[2/1] w-full bg-primary-soft object-cover ${className}`}
      onError={(event) => showPlaceholder(event.currentTarget)}
    />
  );
}

function showPlaceholder(img: HTMLImageElement) {
  if (!img.src.endsWith(placeholderImage)) img.src = placeholderImage;
}
