import { useState } from "react";
import { contactMessages, contactsPath, type ContactResponse } from "../../../../contract/api/contacts.ts";
import { apiRequest, ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { HoneypotField } from "../../ui/honeypot-field.tsx";
import { VisitSourceFields } from "../../ui/visit-source-fields.tsx";
import { PrivacyNotice } from "../../ui/privacy-notice.tsx";
import { Field, TextField } from "../../ui/text-field.tsx";
import type { FormOutcome } from "../../../../contract/api/app-services.ts";
import { employeeBands, serviceInterests } from "../../../../contract/console/leads.ts";
import { indianStates } from "../../../../contract/shared/indian-states.ts";
import { visitSource } from "../../../lib/visit-source-script.ts";
import { contactMessagesHi } from "../../../../contract/api/contacts-hi.ts";
import { employeeBandsHi, serviceInterestsHi } from "../../../content/hi/contact.ts";
import { indianStatesHi } from "../../../../contract/shared/indian-states-hi.ts";
import type { Language } from "../../../../contract/shared/language.ts";

export interface ContactFormCopy {
  heading: string;
  nameLabel: string;
  emailLabel: string;
  contactLabel: string;
  messageLabel: string;
  /** The optional fields (issue 30), under their own heading. */
  moreHeading: string;
  companyLabel: string;
  stateLabel: string;
  employeesLabel: string;
  serviceLabel: string;
  notSaid: string;
  button: string;
  busy: string;
}

/** What the contact page's action answered a form posted without JavaScript: its outcome and the values sent. */
export interface ContactPosted {
  outcome: FormOutcome;
  values: Record<string, string>;
}

const empty = {
  name: "",
  email: "",
  contact_number: "",
  website: "",
  company: "",
  state: "",
  employees: "",
  service: "",
};

/** Which tool sent the visitor here and the answers it had (the which-laws checker's query), kept with the enquiry. */
export interface ContactOrigin {
  origin: string;
  toolAnswers: string;
}

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
  from = null,
  posted = null,
  language = "en",
}: {
  copy: ContactFormCopy;
  message?: string | null;
  from?: ContactOrigin | null;
  posted?: ContactPosted | null;
  /** The page's language (issue 29): a Hindi page's form posts `lang=hi` and answers in Hindi. */
  language?: Language;
}) {
  const hindi = language === "hi";
  const answers = hindi ? contactMessagesHi : contactMessages;
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
    return (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
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
        json: {
          ...values,
          ...(message === null ? {} : { message: note }),
          ...(from ? { origin: from.origin, tool_answers: from.toolAnswers } : {}),
          ...visitSource(),
          ...(hindi ? { lang: "hi" } : {}),
        },
        fallbackMessage: answers.serverFallback,
      });
      window.alert(answers.success);
      setValues(empty);
      setNote("");
    } catch (err) {
      if (err instanceof ApiError) {
        setError(err.message);
        setFieldErrors(err.fields);
      } else {
        setError(answers.network);
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
      // The page's script answers in the page's language (Hindi only: without these it says SPEC's English).
      data-success={hindi ? answers.success : undefined}
      data-network={hindi ? answers.network : undefined}
      data-fallback={hindi ? answers.serverFallback : undefined}
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
        <fieldset className="space-y-5">
          <legend className="text-base font-semibold text-ink">{copy.moreHeading}</legend>
          <TextField
            label={copy.companyLabel}
            name="company"
            autoComplete="organization"
            maxLength={120}
            value={values.company}
            onChange={edit("company")}
            error={fieldErrors["company"]}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <OptionalSelect
              label={copy.stateLabel}
              name="state"
              options={indianStates}
              labels={hindi ? indianStatesHi : undefined}
              notSaid={copy.notSaid}
              value={values.state}
              onChange={edit("state")}
              error={fieldErrors["state"]}
            />
            <OptionalSelect
              label={copy.employeesLabel}
              name="employees"
              options={employeeBands}
              labels={hindi ? employeeBandsHi : undefined}
              notSaid={copy.notSaid}
              value={values.employees}
              onChange={edit("employees")}
              error={fieldErrors["employees"]}
            />
          </div>
          <OptionalSelect
            label={copy.serviceLabel}
            name="service"
            options={serviceInterests}
            labels={hindi ? serviceInterestsHi : undefined}
            notSaid={copy.notSaid}
            value={values.service}
            onChange={edit("service")}
            error={fieldErrors["service"]}
          />
        </fieldset>
        <HoneypotField value={values.website} onChange={edit("website")} />
        {from ? (
          <>
            <input type="hidden" name="origin" value={from.origin} />
            <input type="hidden" name="tool_answers" value={from.toolAnswers} />
          </>
        ) : null}
        {hindi ? <input type="hidden" name="lang" value="hi" /> : null}
        <VisitSourceFields />
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
  const fields = ["name", "email", "contact_number", "company", "state", "employees", "service"] as const;
  return Object.fromEntries(fields.map((field) => [field, posted[field] ?? ""]));
}

/** A select whose first option says nothing was chosen (these fields are optional). */
function OptionalSelect({
  label,
  name,
  options,
  labels,
  notSaid,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  options: readonly string[];
  /** What each option reads as, where it differs from its value (the Hindi page's names). */
  labels?: Readonly<Record<string, string>> | undefined;
  notSaid: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  error: string | undefined;
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} name={name} value={value} onChange={onChange}>
          <option value="">{notSaid}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
