import * as z from "zod/mini";
import { brandColourProblem } from "../shared/colour.ts";
import type { SiteBrand } from "../shared/site.ts";
import { colour, group, image, link, longText, numberField, optional, shortText } from "./content-fields.schema.ts";

const colours = group(
  "Colours",
  {
    primary: colour("Primary colour", { help: "Headings, links and the main buttons; it must read on white." }),
    accent: colour("Accent colour", { help: "Highlights and call-to-action buttons, which carry dark text." }),
  },
  { help: "A pair that fails WCAG AA contrast on the site's backgrounds is refused." },
).check(
  z.refine((pair) => brandColourProblem(pair.primary, pair.accent) === null, {
    error: (issue) => {
      const pair = issue.input as { primary: string; accent: string };
      return brandColourProblem(pair.primary, pair.accent) ?? "";
    },
  }),
);

/** The firm's brand and identity (issue 28): every page, e-mail, invoice and the structured data use them. */
export const siteSchema: z.ZodMiniType<SiteBrand> = z.object({
  brand: shortText("Firm's name", 60, { help: "As the header, titles, e-mails and structured data show it." }),
  shortBrand: shortText("Short name", 20, { help: "Beside the logo in the header." }),
  legalName: shortText("Legal name", 120, { help: "The seller on tax invoices and in the terms." }),
  groupName: shortText("Group name", 60, { help: "The default author of posts." }),
  tagline: shortText("Tagline", 100),
  description: longText("Description", 300, { help: "The footer's text about the firm and its search description." }),
  founder: group("Founder", {
    name: shortText("Name", 60),
    title: shortText("Title", 60),
    quote: longText("Quote", 300),
  }),
  sinceYear: numberField("In business since (year)", 1900, 2100),
  hours: group("Office hours", {
    weekdays: shortText("Weekdays", 60),
    sunday: shortText("Sunday", 60),
  }),
  resumeFormUrl: link("Resume form link", { help: "Where the footer's 'Request for job' button leads." }),
  colours,
  logo: optional(
    image("Logo", { help: "Replaces the drawn seal and short name in the header; about 200 × 48 reads best." }),
  ),
  favicon: optional(image("Browser tab icon", { help: "A square image, at least 64 × 64." })),
  signatory: optional(
    group(
      "Invoice signatory",
      {
        name: shortText("Name", 60),
        designation: shortText("Designation", 60, { help: "Such as Partner or Director." }),
        signature: optional(
          image("Signature", {
            help: "A scan of the signature on a white or clear background, about 3 × 1; printed above the name.",
          }),
        ),
      },
      {
        help: "Who signs the tax invoices and credit notes (CGST Rules, rule 46(q)). Invoices issued before a change keep theirs.",
      },
    ),
  ),
});
