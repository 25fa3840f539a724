import { useState } from "react";
import { contactMessages, contactsPath, type ContactResponse } from "../../../../contract/api/contacts.ts";
import { apiRequest, ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { HoneypotField } from "../../ui/honeypot-field.tsx";
import { PrivacyNotice } from "../../ui/privacy-notice.tsx";
import { Field, TextField } from "../../ui/text-field.tsx";
import type { FormOutcome } from "../../../../contract/api/app-services.ts";

export interface ContactFormCopy {
  heading: string;
  nameLabel: string;
  emailLabel: string;
  contactLabel: string;
  messageLabel: string;
  button: string;
  busy: string;
}

/** What the contact page's action answered a form posted without JavaScript: its outcome and the values sent. */
export interface ContactPosted {
  outcome: FormOutcome;
  values: Record<string, string>;
}

const empty = { name: "", email: "", contact_number: "", website: "" };

/**
 * The enquiry form (SPEC 2.9, 4, 5, 8): the browser checks the three required fields; while
 * sending the button reads Submitting...; success alerts the spec's sentence and resets the
 * fields (no success text stays on the page); a refusal shows the server's sentence or
 * "Something went wrong."; no answer at all shows "Failed to send. Please try again.".
 * `message` (from /contact?message=..., which the compliance tools link to) adds an optional,
 * pre-filled message field; without it the form is exactly the SPEC's three fields.
 */
export function ContactForm({
  copy,
  message = null,
  posted = null,
}: {
  copy: ContactFormCopy;
  message?: string | null;
  posted?: ContactPosted | null;
}) {
  // A refused post (no JavaScript) keeps what was typed; a sent one starts empty again.
  const kept = posted && !posted.outcome.ok ? posted.values : null;
  const [values, setValues] = useState(kept ? { ...empty, ...pick(kept) } : empty);
  const [note, setNote] = useState(kept?.["message"] ?? message ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(posted && !posted.outcome.ok ? posted.outcome.message : null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(
    posted && !posted.outcome.ok ? posted.outcome.fields : {},
  );
  const sent = posted?.outcome.ok ? posted.outcome.message : null;

  function edit(field: keyof typeof empty) {
    return (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setFieldErrors((current) => ({ ...current, [field]: "" }));
    };
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      await apiRequest<ContactResponse>(contactsPath, {
        json: message === null ? values : { ...values, message: note },
        fallbackMessage: contactMessages.serverFallback,
      });
      window.alert(contactMessages.success);
      setValues(empty);
      setNote("");
    } catch (err) {
      if (err instanceof ApiError) {
        setError(err.message);
        setFieldErrors(err.fields);
      } else {
        setError(contactMessages.network);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      data-contact-form
      data-busy={copy.busy}
      className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold">
        {copy.heading}
      </h2>
      <div className="mt-6 space-y-5">
        <TextField
          label={copy.nameLabel}
          name="name"
          required
          autoComplete="name"
          value={values.name}
          onChange={edit("name")}
          error={fieldErrors["name"]}
        />
        <TextField
          label={copy.emailLabel}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={edit("email")}
          error={fieldErrors["email"]}
        />
        <TextField
          label={copy.contactLabel}
          name="contact_number"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          value={values.contact_number}
          onChange={edit("contact_number")}
          error={fieldErrors["contact_number"]}
        />
        {message === null ? null : (
          <Field label={copy.messageLabel} error={fieldErrors["message"]}>
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={6}
                maxLength={2000}
                value={note}
                onChange={(event) => {
                  setNote(event.target.value);
                  setFieldErrors((current) => ({ ...current, message: "" }));
                }}
              />
            )}
          </Field>
        )}
        <HoneypotField value={values.website} onChange={edit("website")} />
      </div>
      {sent ? (
        <p
          role="status"
          className="mt-5 rounded-lg border border-success bg-success-soft px-3 py-2 font-medium text-ink"
        >
          {sent}
        </p>
      ) : null}
      <p
        role="alert"
        hidden={!error}
        data-form-error
        className="mt-5 rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
      >
        {error}
      </p>
      <div className="mt-5">
        <PrivacyNotice form="contact" />
      </div>
      <Button type="submit" variant="accent" size="lg" disabled={busy} className="mt-4 w-full sm:w-auto">
        {busy ? copy.busy : copy.button}
      </Button>
    </form>
  );
}

/** The form's own fields out of what was posted. */
function pick(posted: Record<string, string>): Partial<typeof empty> {
  return { name: posted["name"] ?? "", email: posted["email"] ?? "", contact_number: posted["contact_number"] ?? "" };
}
