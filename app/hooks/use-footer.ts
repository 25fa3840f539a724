import { createContext, use } from "react";
import { footerDefault, type FooterDocument } from "../../contract/content/footer.ts";

/**
 * The footer's lists and links in force (the content document `footer`, issue 28), as the root
 * loader read them. The root layout provides it; the typed default stands in only where no root
 * data exists (component tests).
 */
export const FooterContext = createContext<FooterDocument>(footerDefault);

export function useFooter(): FooterDocument {
  return use(FooterContext);
}
