import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image.tsx";

describe("ResponsiveImage", () => {
  it("draws a library image with every width, its size, lazy loading and the focal point", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        image={{
          src: "/media/k-960.webp",
          alt: "Our office",
          width: 960,
          height: 640,
          srcset: "/media/k-320.webp 320w, /media/k-960.webp 960w",
          focalX: 30,
          focalY: 70,
        }}
        sizes="50vw"
      />,
    );
    expect(html).toBe(
      '<img src="/media/k-960.webp" srcSet="/media/k-320.webp 320w, /media/k-960.webp 960w" sizes="50vw" width="960" height="640" alt="Our office" loading="lazy" decoding="async" style="object-position:30% 70%"/>',
    );
  });

  it("draws a plain URL without srcset, sizes or position", () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={{ src: "/images/logo.svg", alt: "" }} loading="eager" />);
    // React itself adds a preload link before an eager image.
    expect(html).toContain('<img src="/images/logo.svg" alt="" loading="eager" decoding="async"/>');
  });
  it("declares the box's size for an image without its own, keeps a library image's own, and passes other attributes on", () => {
    const plain = renderToStaticMarkup(
      <ResponsiveImage
        image={{ src: "/images/a.svg", alt: "A" }}
        size={{ width: 480, height: 360 }}
        className="w-full"
      />,
    );
    expect(plain).toBe(
      '<img class="w-full" src="/images/a.svg" width="480" height="360" alt="A" loading="lazy" decoding="async"/>',
    );
    const library = renderToStaticMarkup(
      <ResponsiveImage
        image={{ src: "/media/k-960.webp", alt: "Logo", width: 960, height: 240, srcset: "/media/k-960.webp 960w" }}
        size={{ width: 160, height: 48 }}
        sizes="160px"
        alt=""
        data-testid="logo"
      />,
    );
    expect(library).toContain('width="960" height="240" alt=""');
    expect(library).toContain('data-testid="logo"');
    expect(library).toContain('sizes="160px"');
  });
});
