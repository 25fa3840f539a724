import * as z from "zod/mini";
import { choice, either, group, link, list, longText, seo, shortText, yesNo } from "./content-fields.schema.ts";
import type { ComparisonPage } from "./comparison.ts";

/** A cell is a tick or a cross, or a short text ("2 sessions"): the console asks which (decision 102). */
const cell = either(
  "Cell",
  yesNo("Tick or cross", { help: "Yes shows a tick (included), No a cross (not included)." }),
  shortText("Text", 30),
);

/** The plan comparison (SPEC 2.12 and 3) as staff edit it: the plans, the tabs' rows and cells, the closing box. */
export const comparisonSchema: z.ZodMiniType<ComparisonPage> = z.object({
  seo: seo(),
  eyebrow: shortText("Eyebrow", 60),
  title: shortText("Heading", 90),
  intro: longText("Introduction", 600),
  plans: list("Plans (the columns)", group("Plan", { name: shortText("Name", 40), to: link("Its page") }), 3, 3),
  tabs: list(
    "Tabs",
    group("Tab", {
      id: choice("Which tab", ["features", "benefits", "process"]),
      label: shortText("Tab name", 30),
      rows: list(
        "Rows",
        group("Row", {
          label: shortText("What it compares", 60),
          cells: list("Cells, one per plan in the plans' order", cell, 3, 3),
        }),
        1,
        20,
      ),
    }),
    1,
    3,
  ),
  cta: group("Closing box", {
    heading: shortText("Heading", 90),
    text: longText("Text", 400),
    label: shortText("Button", 40),
    to: link("Button leads to"),
  }),
});
