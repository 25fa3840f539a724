import { contactMessages, contactsPath, type ContactResponse } from "../../contract/api/contacts.ts";
import { apiRequest, ApiError } from "../lib/api-client.ts";
import { fieldErrorClass } from "./script-classes.ts";

/**
 * The enquiry form (SPEC 2.9, 4, 5, 8). Without JavaScript it posts to the contact page's action;
 * with it, as the React form does: the browser checks the required fields, the button reads
 * Submitting..., success alerts the spec's sentence and empties the fields, a refusal shows the
 * server's sentence (or "Something went wrong.") and its field messages, no answer at all shows
 * "Failed to send. Please try again.".
 */
export function enhanceContactForm(): void {
  const form = document.querySelector<HTMLFormElement>("[data-contact-form]");
  if (!form) return;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const banner = form.querySelector<HTMLElement>("[data-form-error]")!;
  const idle = button.textContent;
  const fields = () => [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select"),
  ];
  let busy = false;

  for (const field of fields()) field.addEventListener("input", () => setFieldError(field, null));

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button.disabled = true;
    button.textContent = form.dataset["busy"] ?? idle;
    banner.hidden = true;
    for (const field of fields()) setFieldError(field, null);
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    try {
      await apiRequest<ContactResponse>(contactsPath, {
        json: values,
        fallbackMessage: form.dataset["fallback"] ?? contactMessages.serverFallback,
      });
      // A Hindi page's form carries its answers (issue 29); English pages say SPEC's sentences.
      window.alert(form.dataset["success"] ?? contactMessages.success);
      form.reset();
      // The hidden fields (the visit's source, the tool that sent the visitor) stay for the next enquiry.
      for (const field of fields()) if (field.name !== "website" && field.type !== "hidden") field.value = "";
    } catch (err) {
      banner.textContent = err instanceof ApiError ? err.message : (form.dataset["network"] ?? contactMessages.network);
      banner.hidden = false;
      if (err instanceof ApiError) {
        for (const field of fields()) setFieldError(field, err.fields[field.name] ?? null);
      }
    } finally {
      busy = false;
      button.disabled = false;
      button.textContent = idle;
    }
  });
}

/** The message under a field (Field's markup): shown, announced and tied to the field, or removed. */
export function setFieldError(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  message: string | null,
) {
  const id = `${field.id}-error`;
  document.getElementById(id)?.remove();
  if (message === null) {
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
    return;
  }
  const note = document.createElement("p");
  note.id = id;
  note.className = fieldErrorClass;
  note.textContent = message;
  field.after(note);
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", id);
}
