import * as z from "zod/mini";
import {
  choice,
  group,
  image,
  itemId,
  link,
  list,
  longText,
  numberField,
  optional,
  seo,
  shortText,
  yesNo,
} from "./content-fields.schema.ts";
import type { HomeDocument } from "./home.ts";

const button = (title: string) => group(title, { label: shortText("Label", 40), to: link("Leads to") });

const stat = group("Figure", {
  id: itemId(),
  value: shortText("Figure", 12, { help: "For example 100+ or 95%." }),
  name: shortText("What it counts", 60),
  note: optional(
    longText("Note under the figure", 160, { help: "Say what the figure counts where it could be misread." }),
  ),
});

const hero = group("Hero slider", {
  title: shortText("Main heading", 80, { help: "What the firm is; shown above the slides." }),
  rotateMs: numberField("Time per slide (milliseconds)", 4000, 30000),
  tickMs: numberField("Progress tick (milliseconds)", 20, 1000),
  slides: list(
    "Slides",
    group("Slide", {
      id: itemId(),
      industry: shortText("Industry (the slide's button name)", 40),
      image: image("Illustration", {
        help: "Shown beside the text on wide screens; set the focal point to keep the subject in view.",
      }),
      tag: optional(group("Tag above the heading", { label: shortText("Label", 40), to: link("Leads to") })),
      heading: shortText("Heading", 70, { help: "Two lines on a phone at most." }),
      description: longText("Text", 220),
      buttons: list(
        "Buttons",
        group("Button", {
          label: shortText("Label", 30),
          to: link("Leads to"),
          variant: choice("Style", ["accent", "outline"]),
        }),
        0,
        3,
      ),
    }),
    1,
    6,
  ),
});

const copy = group("Sections", {
  intro: group("Who we are", {
    eyebrow: shortText("Eyebrow", 40),
    title: shortText("Heading", 90),
    paragraphs: list("Paragraphs", longText("Paragraph", 600), 1, 4),
    button: button("Button"),
    highlights: list("Highlights", shortText("Highlight", 60), 0, 6),
  }),
  plans: group("Packages heading", {
    eyebrow: shortText("Eyebrow", 40),
    title: shortText("Heading", 90),
    description: longText("Text", 300),
  }),
  services: group("Services", {
    offer: group("What we offer", {
      eyebrow: shortText("Eyebrow", 40),
      title: shortText("Heading", 90),
      description: longText("Text", 300),
    }),
    why: group("Why choose us", {
      eyebrow: shortText("Eyebrow", 40),
      title: shortText("Heading", 90),
      description: longText("Text", 300),
      points: list("Points", shortText("Point", 120), 1, 8),
    }),
    items: list(
      "Service cards",
      group("Service", {
        id: itemId(),
        name: shortText("Name", 60),
        description: longText("Text", 240),
        icon: choice("Icon", ["users", "clipboard-check", "wallet", "building", "factory", "graduation-cap"]),
        to: link("Leads to"),
      }),
      1,
      12,
    ),
    link: button("Link under the cards"),
  }),
  insights: group("Latest insights", {
    eyebrow: shortText("Eyebrow", 40),
    title: shortText("Heading", 90),
    description: longText("Text", 300),
    link: button("Link"),
  }),
  caseStudies: group("Case studies", {
    eyebrow: shortText("Eyebrow", 40),
    title: shortText("Heading", 90),
    description: longText("Text", 300),
    link: button("Link"),
  }),
  founder: group("Founder's quote", { eyebrow: shortText("Eyebrow", 40) }),
  stats: group("Figures band", { title: shortText("Heading", 90) }),
  callToAction: group("Call to action", {
    title: shortText("Heading", 90),
    description: longText("Text", 300),
    callLabel: shortText("Call button", 30),
    contactLabel: shortText("Contact button", 30),
  }),
});

const planCard = group("Package card", {
  id: itemId(),
  type: choice("Kind", ["service", "featured"], { help: "A featured card always shows its image and details." }),
  title: shortText("Name", 40),
  description: longText("Text", 200),
  image: image("Image"),
  hoverImage: image("Image on hover"),
  icon: choice("Icon", ["shield-check", "briefcase", "crown"]),
  features: list("Features", shortText("Feature", 60), 1, 5),
  route: choice("Package page", ["/packages/essential", "/packages/professional", "/packages/platinum"]),
});

const pricing = group("Pricing", {
  title: shortText("Heading", 90),
  subtitle: shortText("Subheading", 90),
  description: longText("Text", 300),
  unit: group("Price note", { monthly: shortText("Monthly", 40), annually: shortText("Yearly", 40) }),
  ctaTo: link("Buttons lead to"),
  tiers: list(
    "Tiers",
    group("Tier", {
      id: itemId(),
      name: shortText("Name", 40),
      price: group("Price", { monthly: shortText("Monthly", 20), annually: shortText("Yearly", 20) }),
      description: longText("Text", 200),
      features: list("Features", shortText("Feature", 80), 1, 10),
      featured: yesNo("Highlighted"),
      cta: shortText("Button", 30),
      mostPopular: yesNo("Marked most popular"),
    }),
    1,
    4,
  ),
});

const testimonials = group("Testimonials", {
  eyebrow: shortText("Eyebrow", 40),
  title: shortText("Heading", 90),
  subtitle: shortText("Subheading", 90),
  sampleNote: optional(longText("Note that these are samples", 300, { help: "Remove it with the last sample." })),
  sampleLabel: optional(shortText("Label on each sample card", 20)),
  items: list(
    "Testimonials",
    group("Testimonial", {
      id: itemId(),
      content: longText("What they said", 600),
      author: shortText("Name", 60),
      role: shortText("Role and company", 80),
      rating: numberField("Stars", 3, 5, { help: "From 3 to 5." }),
    }),
    0,
    12,
  ),
});

const faq = group("Questions and answers", {
  title: shortText("Heading", 90),
  subtitle: shortText("Subheading", 120),
  items: list(
    "Questions",
    group("Question", { id: itemId(), question: shortText("Question", 160), answer: longText("Answer", 1000) }),
    1,
    20,
  ),
});

const clients = group("Client logos", {
  title: shortText("Heading", 90),
  loopSeconds: numberField("One loop of the strip (seconds)", 5, 120),
  logoWidth: numberField("Logo width (pixels)", 40, 400),
  logoHeight: numberField("Logo height (pixels)", 20, 200),
  logos: list(
    "Logos",
    group("Client", { id: itemId(), name: shortText("Client's name", 60), logo: image("Logo") }),
    0,
    30,
  ),
});

/** The home page as staff edit it (SPEC 2.4): every section's copy, its lists and its images. */
export const homeSchema: z.ZodMiniType<HomeDocument> = z.object({
  seo: seo(),
  hero,
  copy,
  planCards: list("Package cards", planCard, 1, 3),
  pricing,
  testimonials,
  faq,
  clients,
  claims: list("The firm's claims (home and about pages)", stat, 0, 6),
  stats: list("Figures band", stat, 0, 6),
});
