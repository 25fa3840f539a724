import * as z from "zod/mini";
import { group, image, itemId, link, list, longText, seo, shortText } from "./content-fields.schema.ts";
import type { PartnersDocument } from "./partners.ts";

/** The partner network page as staff edit it (issue 28; SPEC 2.8). */
export const partnersSchema: z.ZodMiniType<PartnersDocument> = z.object({
  seo: seo(),
  eyebrow: shortText("Eyebrow", 60),
  title: shortText("Heading", 90),
  intro: longText("Introduction", 400),
  partners: list(
    "Partners",
    group("Partner", {
      id: itemId(),
      companyName: shortText("Company name", 80),
      subtitle: shortText("What they do", 100),
      logo: image("Logo", { help: "A wordmark about 260 × 64." }),
      websiteUrl: link("Website"),
    }),
    1,
    40,
  ),
});
