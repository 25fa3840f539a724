import * as z from "zod/mini";
import { group, image, itemId, link, list, longText, seo, shortText } from "./content-fields.schema.ts";
import type { AchievementsDocument } from "./achievements.ts";

const tile = (title: string) =>
  group(title, {
    id: itemId(),
    value: shortText("Figure", 12, { help: "For example 100+." }),
    label: shortText("What it counts", 60),
    detail: longText("Line under it", 200),
  });

/** The achievements page (SPEC 2.8) as staff edit it: the map, its credit and the tiles. */
export const achievementsSchema: z.ZodMiniType<AchievementsDocument> = z.object({
  seo: seo(),
  eyebrow: shortText("Eyebrow", 40),
  title: shortText("Heading", 90),
  intro: longText("Introduction", 400),
  map: group("Map", {
    image: image("Map image"),
    legend: shortText("Legend", 80),
    attribution: group(
      "Credit",
      {
        text: longText("Credit text", 200),
        licence: shortText("Licence name", 40),
        licenceUrl: link("Licence address"),
        sourceUrl: link("Original map's address"),
        changes: shortText("What was changed", 100),
      },
      { help: "The map's licence asks for its source, licence and changes to be named beside it." },
    ),
  }),
  stats: list("Tiles", tile("Tile"), 0, 6),
  trainings: tile("Highlighted last tile"),
});
