import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { privacyNotices, type PrivacyNoticeFor } from "../../content/legal/privacy-notices.ts";
import { useHindiFrame } from "../../lib/i18n/hindi-frame.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";
import { linkIn } from "../../../contract/shared/language.ts";

/**
 * The notice beside a form that collects personal data: what is collected and why, and a link to
 * the privacy policy. Plain markup (a normal link), so it works on pages that ship no script.
 * `inverted` is for the dark footer.
 */
export function PrivacyNotice({ form, inverted = false }: { form: PrivacyNoticeFor; inverted?: boolean }) {
  const notices = useHindiFrame()?.privacyNotices ?? privacyNotices;
  const language = useLanguage();
  // The policy in the page's language where it has one (issue 29).
  const policy = linkIn(language, legalPaths.privacy);
  return (
    <p className={`text-sm ${inverted ? "text-white/85" : "text-muted"}`}>
      {notices[form]}{" "}
      <a href={policy} className={`underline ${inverted ? "text-white" : "text-primary"}`}>
        {notices.policyLink}
      </a>
    </p>
  );
}
