import type { MarketingIconName } from "../shared/marketing-icons.ts";
import { choice } from "./content-fields.schema.ts";

/** The icons a services or package card may name (contract/shared/marketing-icons.ts), as a choice field. */
const marketingIconNames = [
  "staffing",
  "audit",
  "payroll",
  "establishment",
  "factory",
  "risk",
  "recruitment",
  "mines",
  "vendor",
  "compliance",
  "law",
  "team",
  "report",
  "target",
  "compass",
  "strategy",
  "screening",
  "support",
  "handbook",
  "growth",
  "coaching",
  "calendar",
] as const satisfies readonly MarketingIconName[];

export const marketingIcon = () => choice("Icon", marketingIconNames);
