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
} from "./content-fields.schema.ts";
import type { AboutDocument } from "./about-document.ts";

const button = (title: string) => group(title, { label: shortText("Label", 40), to: link("Leads to") });
const icon = choice("Icon", ["scale", "shield-check", "handshake", "lightbulb", "clock", "users"]);
const values = (title: string) =>
  group(title, {
    title: shortText("Heading", 90),
    description: longText("Text", 300),
    items: list(
      "Values",
      group("Value", { id: itemId(), title: shortText("Name", 50), description: longText("Text", 240), icon }),
      1,
      8,
    ),
  });

/** The about page as staff edit it (SPEC 2.5): story, values, vision and mission, figures and the timeline. */
export const aboutSchema: z.ZodMiniType<AboutDocument> = z.object({
  seo: seo(),
  copy: group("Sections", {
    hero: group("Top of the page", {
      eyebrow: shortText("Eyebrow", 40),
      title: shortText("Heading", 80),
      description: longText("Text", 300),
      button: button("Button"),
    }),
    intro: group("Our story", {
      eyebrow: shortText("Eyebrow", 40),
      title: shortText("Heading", 90),
      paragraphs: list("Paragraphs", longText("Paragraph", 800), 1, 5),
      button: button("Button"),
    }),
    coreValues: values("Core values"),
    vision: group("Vision", { title: shortText("Heading", 60), text: longText("Text", 600) }),
    mission: group("Mission", { title: shortText("Heading", 60), text: longText("Text", 600) }),
    stats: group("Figures", { title: shortText("Heading", 90) }),
    whyUs: group("Why choose us", {
      eyebrow: shortText("Eyebrow", 40),
      title: shortText("Heading", 90),
      points: list("Points", shortText("Point", 140), 1, 8),
      callLabel: shortText("Call button", 40),
    }),
    values: values("How we work"),
    timeline: group("Timeline heading and image", {
      eyebrow: shortText("Eyebrow", 40),
      title: shortText("Heading", 90),
      image: image("Image beside the years"),
    }),
  }),
  stats: list(
    "Figures",
    group("Figure", {
      id: itemId(),
      value: shortText("Figure", 12),
      name: shortText("What it counts", 60),
      note: optional(longText("Note under the figure", 160)),
    }),
    0,
    6,
  ),
  timeline: list(
    "Timeline",
    group("Year", {
      id: itemId(),
      year: numberField("Year", 1900, 2100),
      title: shortText("Title", 80),
      description: longText("Text", 400),
    }),
    1,
    15,
  ),
  team: group(
    "Team",
    {
      eyebrow: shortText("Eyebrow", 40),
      title: shortText("Heading", 90),
      members: list(
        "People",
        group("Person", {
          id: itemId(),
          name: shortText("Name", 60),
          role: shortText("Role", 80),
          bio: optional(longText("A line about them", 300)),
          photo: optional(image("Photo", { help: "A square portrait reads best." })),
        }),
        0,
        24,
      ),
    },
    { help: "The section shows only when it lists someone." },
  ),
});
