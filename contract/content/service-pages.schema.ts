import * as z from "zod/mini";
import { group, image, longText, seo, shortText } from "./content-fields.schema.ts";
import { serviceSlugs, type ServicePageDocument, type ServicePageKey } from "./service-pages.ts";

/** A /services/{slug} page's copy (SPEC 2.6); its legal list is edited on the Services tab (decision 102). */
export const servicePageSchema: z.ZodMiniType<ServicePageDocument> = z.object({
  seo: seo(),
  eyebrow: shortText("Eyebrow", 40),
  title: shortText("Heading", 80),
  intro: longText("Introduction", 800),
  illustration: image("Illustration"),
  listHeading: shortText("Heading over the list", 90, {
    help: "The list itself, with the laws and review date, is edited on the Services tab.",
  }),
  closing: group("Closing box", { heading: shortText("Heading", 90), text: longText("Text", 400) }),
});

/** The same schema under each service page's key. */
export const servicePageSchemas = Object.fromEntries(
  serviceSlugs.map((slug) => [`services-${slug}`, servicePageSchema]),
) as { [K in ServicePageKey]: z.ZodMiniType<ServicePageDocument> };
