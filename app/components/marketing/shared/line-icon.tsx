/**
 * A decorative line icon served as an image from public/images/illustrations/icons/ (Lucide shapes,
 * ISC licence). Static section icons cost no JavaScript this way; lucide-react stays for controls.
 */
export function LineIcon({ name, className = "size-6" }: { name: string; className?: string }) {
  return (
    <img
      src={`/images/illustrations/icons/${name}.svg`}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
