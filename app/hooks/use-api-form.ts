import { useRef, useState, type Dispatch, type SetStateAction } from "react";
import { ApiError, errorMessage } from "../lib/api-client.ts";

/** A message for each field that cannot be sent as it is; a field without one is fine. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface ApiFormOptions<V extends object> {
  /** The fields as the form opens. */
  initial: V | (() => V);
  /**
   * What stops the values from being sent, in screen order (the first one gets the focus). Rules
   * that load on demand (zod's schemas, decision 068) answer with a promise.
   */
  validate?: (values: V) => FieldErrors<V> | Promise<FieldErrors<V>>;
  /** The id of a field's control, so the first invalid one can take the focus. */
  fieldId?: (field: keyof V & string) => string;
  /** Sends the values and acts on the answer; throws what apiRequest throws when it is refused. */
  submit: (values: V) => Promise<void>;
  /** The sentence for a failure that carries none of the server's (no answer at all, SPEC 8). */
  fallback: string;
  /** What the form does with a failure's sentence (an alert, say); by default it becomes the banner. */
  onFailure?: (message: string, error: unknown) => void | Promise<void>;
}

export interface ApiForm<V extends object> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  /** Sets one field and clears its error. */
  update: <K extends keyof V>(field: K, value: V[K]) => void;
  errors: FieldErrors<V>;
  /** For checks made while typing rather than on submit. */
  setFieldError: (field: keyof V & string, message: string | undefined) => void;
  /** True while the request is under way: the submit button is disabled and shows its busy text. */
  busy: boolean;
  /** The failure's sentence, shown above the form; cleared when the form is sent again. */
  banner: string | null;
  setBanner: (message: string | null) => void;
  /** The form's submit handler; also callable without an event (a button outside the form, Enter in a widget). */
  onSubmit: (event?: { preventDefault(): void }) => Promise<void>;
}

/**
 * The one submit pattern of the forms that call the JSON API (docs/decisions/063-one-form-hook.md):
 * ignore a second submit while one is under way, validate, show the errors and focus the first
 * invalid field, send, then show the server's field messages under their fields and its sentence
 * (or `fallback`) as the banner.
 */
export function useApiForm<V extends object>(options: ApiFormOptions<V>): ApiForm<V> {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  // The state above reaches the handler only on the next render; a double click must not send twice.
  const sending = useRef(false);

  const setFieldError = (field: keyof V & string, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));

  function update<K extends keyof V>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldError(field as keyof V & string, undefined);
  }

  async function onSubmit(event?: { preventDefault(): void }) {
    event?.preventDefault();
    if (sending.current) return;
    // Taken before validating: rules still loading must not let a second submit through.
    sending.current = true;
    try {
      const found = (await options.validate?.(values)) ?? {};
      setErrors(found);
      setBanner(null);
      const first = Object.keys(found)[0] as (keyof V & string) | undefined;
      if (first !== undefined) {
        if (options.fieldId) document.getElementById(options.fieldId(first))?.focus();
        return;
      }
      setBusy(true);
      await options.submit(values);
    } catch (err) {
      if (err instanceof ApiError) setErrors(knownFields(err.fields, values));
      const message = errorMessage(err, options.fallback);
      if (options.onFailure) await options.onFailure(message, err);
      else setBanner(message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { values, setValues, update, errors, setFieldError, busy, banner, setBanner, onSubmit };
}

/**
 * The blank fields of a contract's required-field list (`orderRequiredFields`), each with its
 * message, in the list's order: the public forms' presence check without the validator.
 */
export function blankFields<F extends string>(
  required: Readonly<Record<F, string>>,
  values: Readonly<Record<NoInfer<F>, string>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(required) as F[]) {
    if (!values[field].trim()) errors[field] = required[field];
  }
  return errors;
}

/** The server's field messages (OPERATING.md error body) for the fields this form has. */
function knownFields<V extends object>(fields: Record<string, string>, values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const name of Object.keys(fields)) {
    if (name in values) errors[name as keyof V & string] = fields[name];
  }
  return errors;
}
