import { epfoGuideHi } from "./guide-epfo.ts";
import { esicGuideHi } from "./guide-esic.ts";
import type { HindiGuide } from "./guide-pages.ts";

/** The guides written in Hindi, by their English path: the Hindi pages' copy and the answers' seed. */
export const hindiGuides: readonly HindiGuide[] = [esicGuideHi, epfoGuideHi];
