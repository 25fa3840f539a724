import * as z from "zod/mini";
import { choice, group, image, itemId, link, list, longText, seo, shortText } from "./content-fields.schema.ts";
import type { InternshipPage } from "./internship.ts";

/** The internship page as staff edit it (SPEC 2.12): the programmes, their topics and the buttons. */
export const internshipSchema: z.ZodMiniType<InternshipPage> = z.object({
  seo: seo(),
  eyebrow: shortText("Eyebrow", 60),
  title: shortText("Heading", 90),
  intro: longText("Introduction", 500),
  illustration: image("Illustration"),
  facts: list(
    "Figures",
    group("Figure", { label: shortText("What it counts", 40), value: shortText("Figure", 20) }),
    0,
    4,
  ),
  courses: list(
    "Programmes",
    group("Programme", {
      id: itemId(),
      title: shortText("Title", 60),
      icon: choice("Icon", ["cloud", "brain", "code", "ai", "linux", "python", "frontend"]),
      duration: shortText("Duration", 40),
      topics: list("Topics", shortText("Topic", 100), 1, 10),
    }),
    1,
    20,
  ),
  buttons: group("Buttons on each programme", {
    curriculum: shortText("Curriculum button", 30),
    enroll: shortText("Enrol button", 30),
    to: link("Both lead to"),
  }),
  buttonsNote: longText("Note under the heading", 400),
  help: group("Help box", { heading: shortText("Heading", 80), text: longText("Text", 300) }),
});
