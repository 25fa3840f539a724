import type { InputHTMLAttributes } from "react";

/**
 * The field a form's server checks for bots (`website`: people never see or fill it, assistive
 * technology skips it; when it is filled the server answers as if it had done the work and does
 * nothing). Controlled where the form sends JSON, plain where the browser posts the form.
 */
export function HoneypotField(props: Pick<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">) {
  return (
    <input
      type="text"
      name="website"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      className="hidden"
      {...props}
    />
  );
}
