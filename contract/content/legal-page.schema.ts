import * as z from "zod/mini";
import { group, itemId, list, longText, richText, seo, shortText } from "./content-fields.schema.ts";
import { legalTokenNames, type LegalPage } from "./legal-page.ts";

const tokens = legalTokenNames.map((name) => `{${name}}`).join(", ");

/** The privacy policy or the terms as staff edit them (issue 28): rich-text sections with tokens. */
export const legalPageSchema: z.ZodMiniType<LegalPage> = z.object({
  seo: seo(),
  heading: shortText("Heading", 80),
  intro: longText("Introduction", 800, { help: `These words stand for the details in force: ${tokens}.` }),
  reviewed: shortText("Last reviewed (YYYY-MM-DD)", 10, {
    help: "Change it whenever the firm reads the page again against the site and the law.",
  }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Enter the date as YYYY-MM-DD.")),
  sections: list(
    "Sections",
    group("Section", {
      id: itemId(),
      heading: shortText("Heading", 80),
      body: richText("Text", 8000, { help: `These words stand for the details in force: ${tokens}.` }),
    }),
    1,
    30,
  ),
});
