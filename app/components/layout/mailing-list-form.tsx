import { useState } from "react";
import { subscribeMessages, subscribePath, type SubscribeResponse } from "../../../contract/api/subscribe.ts";
import { footer as englishFooter } from "../../content/footer.ts";
import { useHindiFrame } from "../../lib/i18n/hindi-frame.ts";
import { apiRequest, ApiError } from "../../lib/api-client.ts";
import { buttonClass } from "../ui/button.tsx";
import { HoneypotField } from "../ui/honeypot-field.tsx";
import { VisitSourceFields } from "../ui/visit-source-fields.tsx";
import { visitSource } from "../../lib/visit-source-script.ts";
import { PrivacyNotice } from "../ui/privacy-notice.tsx";

/** Where the form posts without JavaScript: a page whose action signs the address up (routes/content/subscribe-page.tsx). */
export const subscribePagePath = "/subscribe";

/**
 * Mailing-list signup (SPEC 2.3, 4, 5, 8): a blank address is ignored; while sending the button
 * reads Subscribing...; success alerts the server's message and clears the form; a failure shows
 * the server's error or "Subscription failed" in red. Without JavaScript the browser posts it to
 * /subscribe, which answers with the same sentences; on content pages app/browser/footer-parts.ts
 * does what this component does (decision 064).
 */
export function MailingListForm() {
  const hindi = useHindiFrame();
  const footer = hindi?.footer ?? englishFooter;
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await apiRequest<SubscribeResponse>(subscribePath, {
        json: { email: trimmed, website, ...(hindi ? { lang: "hi" } : {}), ...visitSource() },
        fallbackMessage: subscribeMessages.failed,
      });
      window.alert(result.message);
      setEmail("");
    } catch (err) {
      setError(err instanceof ApiError ? err.message : subscribeMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      action={subscribePagePath}
      onSubmit={onSubmit}
      aria-labelledby="mailing-list-heading"
      data-mailing-list
      data-busy={footer.mailingList.busy}
    >
      <h2 id="mailing-list-heading" className="mb-2 text-base font-semibold text-white">
        {footer.mailingList.heading}
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="mailing-list-email" className="sr-only">
          {hindi?.footerText.emailAddress ?? "Email address"}
        </label>
        <input
          id="mailing-list-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={footer.mailingList.placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "mailing-list-error" : undefined}
          className="min-h-11 w-full rounded-lg border border-white/30 bg-white px-3 text-base text-ink placeholder:text-muted"
        />
        <HoneypotField value={website} onChange={(e) => setWebsite(e.target.value)} />
        {/* A Hindi page's signup is answered and mailed in Hindi (issue 29). */}
        {hindi ? <input type="hidden" name="lang" value="hi" /> : null}
        <VisitSourceFields />
        <button type="submit" disabled={busy} className={buttonClass("accent", "md", "shrink-0")}>
          {busy ? footer.mailingList.busy : footer.mailingList.button}
        </button>
      </div>
      <p
        id="mailing-list-error"
        role="alert"
        hidden={!error}
        data-form-error
        className="mt-2 rounded-md bg-white px-2 py-1 text-sm font-medium text-danger"
      >
        {error}
      </p>
      <div className="mt-3">
        <PrivacyNotice form="mailingList" inverted />
      </div>
    </form>
  );
}
