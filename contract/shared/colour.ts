/**
 * The brand colours' arithmetic (issue 28): WCAG 2.2 contrast, and the lighter and darker shades
 * the stylesheet's custom properties use, made from the two colours staff choose.
 */
type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hexOf = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` moved towards `b` by `t` (0 to 1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

/** The site's backgrounds the primary colour is read on as text (white and the surface grey of app.css). */
export const brandBackgrounds = ["#ffffff", "#f5f7fa"] as const;
/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

/** The dark ink the accent's buttons and badges carry their text in. */
export const accentInkOf = (accent: string) => mix(accent, "#000000", 0.78);

/**
 * Why a pair of brand colours cannot be used, or null: the primary is the colour of headings,
 * links and white-on-primary buttons, so it must read on white and on the surface grey; the
 * accent carries dark ink on its buttons.
 */
export function brandColourProblem(primary: string, accent: string): string | null {
  for (const background of brandBackgrounds) {
    if (contrastRatio(primary, background) < minimumContrast)
      return `The primary colour is too light: text in it on ${background} has a contrast of ${contrastRatio(primary, background).toFixed(2)}:1, and WCAG AA needs ${minimumContrast}:1. Choose a darker one.`;
  }
  if (contrastRatio(accent, accentInkOf(accent)) < minimumContrast)
    return `The accent colour is too dark for the dark text on its buttons (contrast ${contrastRatio(accent, accentInkOf(accent)).toFixed(2)}:1, WCAG AA needs ${minimumContrast}:1). Choose a lighter one.`;
  return null;
}

/** The stylesheet's brand custom properties for a pair of colours (app.css defines the defaults). */
export function brandPalette(primary: string, accent: string): Record<string, string> {
  return {
    "--color-primary": primary,
    "--color-primary-strong": mix(primary, "#000000", 0.35),
    "--color-primary-soft": mix(primary, "#ffffff", 0.9),
    "--color-accent": accent,
    "--color-accent-strong": mix(accent, "#000000", 0.1),
    "--color-accent-soft": mix(accent, "#ffffff", 0.88),
    "--color-accent-ink": accentInkOf(accent),
  };
}

/**
 * The brand colours staff published as the stylesheet's custom properties (issue 28); empty when
 * they are the stylesheet's own, so an unedited site's pages are byte for byte as before.
 */
export function brandStyle(colours: { primary: string; accent: string }, defaults: typeof colours): string {
  if (colours.primary === defaults.primary && colours.accent === defaults.accent) return "";
  const properties = Object.entries(brandPalette(colours.primary, colours.accent)).map(
    ([name, value]) => `${name}:${value}`,
  );
  return `:root{${properties.join(";")}}`;
}
