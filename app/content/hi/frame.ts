import { footerHi, footerTextHi, privacyNoticesHi } from "./footer.ts";
import { groupLabelsHi, menuTextHi, navLabelsHi } from "./navigation.ts";

/**
 * Everything the frame (menus, drawer, skip link, footer, privacy notices) says in Hindi. The root
 * loader sends it as data on Hindi pages only (app/lib/i18n/hindi-frame.ts), so no page's
 * JavaScript carries it: the hydrated pages are English and their budget has no room for it.
 */
export const hindiFrame = {
  menu: menuTextHi,
  navLabels: navLabelsHi,
  groupLabels: groupLabelsHi,
  footer: footerHi,
  footerText: footerTextHi,
  privacyNotices: privacyNoticesHi,
};

export type HindiFrame = typeof hindiFrame;
