import type * as z from "zod/mini";
import { aboutSchema } from "./about.schema.ts";
import { achievementsSchema } from "./achievements.schema.ts";
import { comparisonSchema } from "./comparison.schema.ts";
import { packageSchemas } from "./packages.schema.ts";
import { servicePageSchemas } from "./service-pages.schema.ts";
import { servicesSchema } from "./services.schema.ts";
import type { ContentDocuments, ContentKey } from "./documents.ts";
import { homeSchema } from "./home.schema.ts";
import { internshipSchema } from "./internship.schema.ts";
import { siteSchema } from "./site.schema.ts";

/** Each document's schema: the server checks every draft with it, the console draws its form from its JSON Schema. */
export const contentSchemas: { readonly [K in ContentKey]: z.ZodMiniType<ContentDocuments[K]> } = {
  site: siteSchema,
  home: homeSchema,
  about: aboutSchema,
  internship: internshipSchema,
  services: servicesSchema,
  comparison: comparisonSchema,
  achievements: achievementsSchema,
  ...packageSchemas,
  ...servicePageSchemas,
};
