import { useId } from "react";
import { authMessages } from "../../../contract/api/auth.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { Button } from "../ui/button.tsx";

const isMobile = (digits: string) => /^\d{10}$/.test(digits);

/** Login step 1 (SPEC 2.11, 5): a +91 mobile number, digits only, at most 10; Send OTP needs all 10. */
export function MobileStep({
  initialMobile,
  onSend,
}: {
  initialMobile: string;
  /** Sends the code; throws when the server refuses or cannot be reached. */
  onSend: (mobile: string) => Promise<void>;
}) {
  const id = useId();
  const form = useApiForm({
    initial: { mobileNumber: initialMobile },
    validate: ({ mobileNumber }) => (isMobile(mobileNumber) ? {} : { mobileNumber: authMessages.invalidMobile }),
    submit: ({ mobileNumber }) => onSend(mobileNumber),
    fallback: authMessages.sendFailed,
  });
  const mobile = form.values.mobileNumber;
  const complete = isMobile(mobile);
  const error = form.errors.mobileNumber ?? form.banner;
  const flagIf = (invalid: boolean) =>
    form.setFieldError("mobileNumber", invalid ? authMessages.invalidMobile : undefined);

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        Mobile number
      </label>
      <div
        className={`flex rounded-lg border bg-white focus-within:border-primary focus-within:ring-3 focus-within:ring-accent ${error ? "border-danger" : "border-line"}`}
      >
        <span className="flex items-center border-r border-line px-3 font-semibold text-muted select-none">+91</span>
        <input
          id={id}
          // "text", not "tel": HTML allows the tel-national autofill name (the number without +91,
          // which the 10-digit field needs) only on text inputs; the numeric keypad comes from inputMode.
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          maxLength={10}
          value={mobile}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block w-full min-w-0 rounded-r-lg bg-transparent px-3 py-2.5 text-base tracking-wide focus:outline-none"
          onChange={(event) => {
            const typed = event.target.value;
            const digits = typed.replace(/\D/g, "").slice(0, 10);
            form.update("mobileNumber", digits);
            // Anything but digits is refused on the spot, with the reason.
            flagIf(typed !== "" && /\D/.test(typed));
          }}
          onBlur={() => flagIf(mobile.length > 0 && !complete)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !complete) {
              event.preventDefault();
              flagIf(true);
            }
          }}
        />
      </div>
      <p id={`${id}-error`} role="alert" className="mt-1 min-h-6 text-sm text-danger">
        {error}
      </p>
      <Button type="submit" className="mt-2 w-full" disabled={!complete || form.busy}>
        {form.busy ? "Sending OTP..." : "Send OTP"}
      </Button>
    </form>
  );
}
