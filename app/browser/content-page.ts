import { enhanceBookingPicker } from "./booking-picker.ts";
import { enhanceSlideCarousels, enhanceScrollCarousels } from "./carousels.ts";
import { enhanceContactForm } from "./enhance-contact-form.ts";
import { enhanceCovers } from "./covers.ts";
import { enhanceDesktopMenus } from "./desktop-menus.ts";
import { enhanceDrawer } from "./drawer.ts";
import { enhanceMailingList, enhanceVisitorCounter } from "./footer-parts.ts";
import { enhanceHero } from "./enhance-hero.ts";
import { enhanceHomePosts } from "./home-posts.ts";
import { enhanceOneOpenGroups } from "./one-open.ts";
import { enhancePageWidgets } from "./page-widgets.ts";
import { enhancePostLists } from "./post-lists.ts";
import { enhanceSession } from "./session.ts";
import { prefetchWebFontFrom } from "../lib/web-font-prefetch.ts";

/**
 * The one script of a content page (decision 064). React rendered the page on the server and does
 * not run here; each interactive part is enhanced in place from the markup React produced, with the
 * same behaviour as its component. Forms work without this script (they post to the page's action).
 */
enhanceSession();
enhanceDesktopMenus();
enhanceDrawer();
enhanceOneOpenGroups();
enhanceHero();
enhanceCovers();
enhancePostLists();
enhanceHomePosts();
enhanceSlideCarousels();
enhanceScrollCarousels();
enhancePageWidgets();
enhanceMailingList();
enhanceContactForm();
enhanceBookingPicker();
void enhanceVisitorCounter();
// A reader who arrives from another page of the site is likely to come back: fetch the web font for then.
if (document.referrer && new URL(document.referrer).origin === window.location.origin) {
  const fonts = document.querySelector<HTMLElement>("[data-font-url]")?.dataset;
  prefetchWebFontFrom(fonts?.["fontUrl"] ?? "");
  // On a Hindi page, the Devanagari face too (decision 095).
  if (fonts?.["fontHiUrl"]) prefetchWebFontFrom(fonts["fontHiUrl"], "devanagari");
}
// For tests and for CSS that needs JavaScript, as the hydrated frame sets it.
document.documentElement.dataset["hydrated"] = "true";
