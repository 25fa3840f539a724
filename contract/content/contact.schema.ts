import * as z from "zod/mini";
import { group, longText, seo, shortText } from "./content-fields.schema.ts";
import type { ContactDocument } from "./contact.ts";

/** The contact page's copy (issue 28); its details are edited on the Contact details screen. */
export const contactSchema: z.ZodMiniType<ContactDocument> = z.object({
  seo: seo(),
  eyebrow: shortText("Eyebrow", 60),
  title: shortText("Heading", 60),
  intro: longText("Introduction", 300),
  form: group("Enquiry form", {
    heading: shortText("Heading", 60),
    moreHeading: shortText("Heading of the optional fields", 60),
  }),
  details: group(
    "Details box",
    {
      heading: shortText("Heading", 60),
      hoursHeading: shortText("Office hours heading", 60),
      socialHeading: shortText("Social links heading", 60),
    },
    {
      help: "The address, phones, e-mails and links are edited on the Contact details screen; the hours under Brand and identity.",
    },
  ),
  map: group("Map", { heading: shortText("Heading", 60), note: longText("Note under the button", 200) }),
});
