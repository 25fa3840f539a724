import * as z from "zod/mini";
import { group, image, itemId, link, list, longText, seo, shortText } from "./content-fields.schema.ts";
import { marketingIcon } from "./marketing-icons.schema.ts";
import type { ServicesOverview } from "./services.ts";

const button = (title: string) => group(title, { label: shortText("Label", 40), to: link("Leads to") });

/** The /services overview as staff edit it (SPEC 2.6): hero, the services grid and the feature cards. */
export const servicesSchema: z.ZodMiniType<ServicesOverview> = z.object({
  seo: seo(),
  hero: group("Hero", {
    badge: shortText("Badge", 60),
    title: shortText("Heading", 120),
    text: longText("Text", 400),
    primary: button("Main button"),
    secondary: button("Second button"),
    illustration: image("Illustration"),
    stats: list(
      "Figures",
      group("Figure", {
        id: itemId(),
        value: shortText("Figure", 12, { help: "For example 100+." }),
        name: shortText("What it counts", 60),
      }),
      0,
      4,
    ),
  }),
  grid: group("Services grid", {
    eyebrow: shortText("Eyebrow", 40),
    title: shortText("Heading", 90),
    text: longText("Text", 400),
    contactLabel: shortText("Enquiry button label", 30, { help: "Shown before each service's name." }),
    contactTo: link("Enquiry button leads to"),
  }),
  services: list(
    "Services",
    group("Service", {
      name: shortText("Name", 40),
      description: longText("Text", 200),
      icon: marketingIcon(),
      features: list("Features", shortText("Feature", 60), 0, 5),
      to: link("Its page"),
    }),
    1,
    20,
  ),
  features: group("Why employers stay", {
    title: shortText("Heading", 80),
    cards: list(
      "Cards",
      group("Card", { icon: marketingIcon(), title: shortText("Title", 60), description: longText("Text", 300) }),
      0,
      6,
    ),
  }),
});
