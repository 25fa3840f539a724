import { postImageUrl } from "../../../lib/posts/post-display.ts";

/** A post's cover at a fixed aspect ratio (SPEC 3 image rules: /uploads and web URLs as they are, else the placeholder). */
export function PostThumb({ image, className = "" }: { image: string | null; className?: string }) {
  return (
    <img
      src={postImageUrl(image)}
      alt=""
      width={1200}
      height={600}
      loading="lazy"
      decoding="async"
      className={`w-full bg-primary-soft object-cover ${className}`}
    />
  );
}
