import { formatCount } from "../../contract/shared/format.ts";
import { subscribeMessages, subscribePath, type SubscribeResponse } from "../../contract/api/subscribe.ts";
import { apiRequest, ApiError } from "../lib/api-client.ts";
import { countVisit } from "../lib/visit-count.ts";
import { visitSource } from "../lib/visit-source-script.ts";

/**
 * Total Visitors (SPEC 2.3, 7, 8), as VisitorCounter does it: reads the count, then records this
 * visit and shows the new count; failures are only logged and the label stays "Loading...".
 */
export async function enhanceVisitorCounter(): Promise<void> {
  const output = document.querySelector<HTMLElement>("[data-testid=visitor-count]");
  if (!output) return;
  await countVisit((count) => (output.textContent = formatCount(count)));
}

/**
 * The footer's mailing-list form (SPEC 2.3, 5, 8). Without JavaScript it posts to /subscribe; with
 * it, as MailingListForm does: a blank address sends nothing, the button reads Subscribing...,
 * success alerts the server's message and clears the input, a failure shows the server's error or
 * "Subscription failed" in red.
 */
export function enhanceMailingList(): void {
  const form = document.querySelector<HTMLFormElement>("[data-mailing-list]");
  if (!form) return;
  const input = form.querySelector<HTMLInputElement>("input[name=email]")!;
  const website = form.querySelector<HTMLInputElement>("input[name=website]")!;
  const lang = form.querySelector<HTMLInputElement>("input[name=lang]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const error = form.querySelector<HTMLElement>("[data-form-error]")!;
  const idle = button.textContent;
  let busy = false;

  const showError = (message: string | null) => {
    error.textContent = message ?? "";
    error.hidden = message === null;
    if (message === null) input.removeAttribute("aria-invalid");
    else input.setAttribute("aria-invalid", "true");
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!email || busy) return;
    busy = true;
    button.disabled = true;
    button.textContent = form.dataset["busy"] ?? idle;
    showError(null);
    try {
      const result = await apiRequest<SubscribeResponse>(subscribePath, {
        // A Hindi page's form carries lang=hi (issue 29): the answer and the e-mail are Hindi.
        json: { email, website: website.value, ...(lang ? { lang: lang.value } : {}), ...visitSource() },
        fallbackMessage: subscribeMessages.failed,
      });
      window.alert(result.message);
      input.value = "";
    } catch (err) {
      showError(err instanceof ApiError ? err.message : subscribeMessages.failed);
    } finally {
      busy = false;
      button.disabled = false;
      button.textContent = idle;
    }
  });
}
