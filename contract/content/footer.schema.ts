import * as z from "zod/mini";
import { group, link, list, longText, shortText } from "./content-fields.schema.ts";
import type { FooterDocument } from "./footer.ts";

const footerLink = (title: string) => group(title, { label: shortText("Label", 40), to: link("Leads to") });

/** The footer as staff edit it (issue 28): its button, its two lists of links and the recruitment box. */
export const footerSchema: z.ZodMiniType<FooterDocument> = z.object({
  help: footerLink("Help button"),
  essentials: list("Essentials links", footerLink("Link"), 1, 12),
  company: list("Company links", footerLink("Link"), 1, 12, {
    help: "Keep the Privacy and Terms links: the law asks for them on every page.",
  }),
  recruitment: group(
    "Recruitment box",
    {
      heading: shortText("Heading", 60),
      text: longText("Text", 200),
      button: shortText("Button", 30),
      buttonHint: shortText("Line under the button", 40),
    },
    { help: "The button opens the resume-form link kept under Brand and identity." },
  ),
});
