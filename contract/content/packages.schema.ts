import * as z from "zod/mini";
import {
  group,
  image,
  itemId,
  kindOf,
  link,
  list,
  longText,
  seo,
  shortText,
  variants,
} from "./content-fields.schema.ts";
import { marketingIcon } from "./marketing-icons.schema.ts";
import { packageSlugs, type PackageDocument, type PackageKey } from "./packages.ts";

const button = (title: string) => group(title, { label: shortText("Label", 40), to: link("Leads to") });
const heading = () => shortText("Heading", 90);
const text = () => longText("Text", 400);

/**
 * A package page's sections are of several kinds (decision 102), each drawn by its own part of
 * app/components/marketing/packages/package-section.tsx; the console asks which kind a new one is.
 */
const section = variants("Section", [
  kindOf("numbered", "Numbered services", {
    id: itemId(),
    heading: heading(),
    text: text(),
    items: list(
      "Services",
      group("Service", {
        id: itemId(),
        number: shortText("Number", 4, { help: "Shown large beside the title, for example 01." }),
        title: shortText("Title", 60),
        description: longText("Text", 300),
      }),
      1,
      12,
    ),
  }),
  kindOf("benefit-cards", "Benefit cards with links", {
    id: itemId(),
    heading: heading(),
    items: list(
      "Cards",
      group("Card", {
        icon: marketingIcon(),
        title: shortText("Title", 60),
        description: longText("Text", 300),
        link: button("Link"),
      }),
      1,
      8,
    ),
  }),
  kindOf("faq", "Questions and answers", {
    id: itemId(),
    heading: heading(),
    items: list(
      "Questions",
      group("Question", { id: itemId(), question: shortText("Question", 120), answer: longText("Answer", 800) }),
      1,
      12,
    ),
  }),
  kindOf("benefits", "Benefits", {
    id: itemId(),
    heading: heading(),
    text: text(),
    items: list(
      "Benefits",
      group("Benefit", { icon: marketingIcon(), title: shortText("Title", 60), description: longText("Text", 300) }),
      1,
      12,
    ),
  }),
  kindOf("quote", "Quote", {
    id: itemId(),
    text: longText("Quote", 400),
    author: shortText("Who said it", 60),
    role: shortText("Their role", 100),
  }),
  kindOf("image-grid", "Image grid", {
    id: itemId(),
    heading: heading(),
    text: text(),
    images: list("Images", group("Image", { image: image("Image"), caption: shortText("Caption", 60) }), 1, 8),
  }),
  kindOf("feature", "Feature with image", {
    id: itemId(),
    eyebrow: shortText("Eyebrow", 40),
    heading: heading(),
    paragraphs: list("Paragraphs", longText("Paragraph", 800), 1, 4),
    points: list("Points", shortText("Point", 100), 0, 6),
    image: image("Image"),
  }),
]);

/** A package page (SPEC 2.6) as staff edit it: `packages-essential`, `packages-professional`, `packages-platinum`. */
export const packageSchema: z.ZodMiniType<PackageDocument> = z.object({
  seo: seo(),
  name: shortText("Package name", 40, { help: "The page's heading and the start of its title." }),
  eyebrow: shortText("Eyebrow", 60),
  tagline: longText("Tagline", 200),
  intro: list("Introduction", longText("Paragraph", 800), 1, 4),
  heroImage: image("Illustration"),
  highlights: list("At a glance", shortText("Highlight", 40), 0, 6),
  sections: list("Sections", section, 0, 12),
  cta: group("Closing call to action", {
    heading: heading(),
    text: text(),
    primary: button("Main button"),
    secondary: button("Second button"),
  }),
});

/** The same schema under each package page's key. */
export const packageSchemas = Object.fromEntries(packageSlugs.map((slug) => [`packages-${slug}`, packageSchema])) as {
  [K in PackageKey]: z.ZodMiniType<PackageDocument>;
};
