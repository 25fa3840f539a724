import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { privacyNotices, type PrivacyNoticeFor } from "../../content/legal/privacy-notices.ts";
import { privacyNoticesHi } from "../../content/hi/footer.ts";
import { copyFor } from "../../lib/i18n/copy.ts";
import { useLanguage } from "../../lib/i18n/language-context.ts";

/**
 * The notice beside a form that collects personal data: what is collected and why, and a link to
 * the privacy policy. Plain markup (a normal link), so it works on pages that ship no script.
 * `inverted` is for the dark footer.
 */
export function PrivacyNotice({ form, inverted = false }: { form: PrivacyNoticeFor; inverted?: boolean }) {
  const notices = copyFor<Record<keyof typeof privacyNotices, string>>(useLanguage(), {
    en: privacyNotices,
    hi: privacyNoticesHi,
  });
  return (
    <p className={`text-sm ${inverted ? "text-white/85" : "text-muted"}`}>
      {notices[form]}{" "}
      <a href={legalPaths.privacy} className={`underline ${inverted ? "text-white" : "text-primary"}`}>
        {notices.policyLink}
      </a>
    </p>
  );
}
