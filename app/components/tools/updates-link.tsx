import { updatesFeedPath, updatesPath } from "../../../contract/legal-content/legal-updates.ts";
import { updatesCopy } from "../../content/updates.ts";
import { updatesLinkHi } from "../../content/hi/tools.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";

/** Where a tool's reader finds what changed in its figures: /updates and its feed (in English only). */
export function UpdatesLink() {
  const language = useLanguage();
  const copy = copyFor<typeof updatesLinkHi>(language, { en: updatesCopy, hi: updatesLinkHi });
  const english = language === "en" ? undefined : "en";
  return (
    <p className="text-base">
      <a href={updatesPath} hrefLang={english} className="text-info underline">
        {copy.toolsLink}
      </a>{" "}
      ·{" "}
      <a href={updatesFeedPath} hrefLang={english} className="text-info underline">
        {copy.feedShort}
      </a>
    </p>
  );
}
