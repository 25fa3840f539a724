import { epfoGuideHi } from "./guide-epfo.ts";
import { esicGuideHi } from "./guide-esic.ts";
import { factoryGuideHi } from "./guide-factory.ts";
import type { HindiGuide } from "./guide-pages.ts";
import { seGuideHi } from "./guide-se.ts";

/** The guides written in Hindi, by their English path: the Hindi pages' copy and the answers' seed. */
export const hindiGuides: readonly HindiGuide[] = [esicGuideHi, epfoGuideHi, seGuideHi, factoryGuideHi];
