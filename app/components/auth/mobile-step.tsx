import { useId, useState } from "react";
import { authMessages } from "../../../contract/auth.ts";
import { Button } from "../ui/button.tsx";

/** Login step 1 (SPEC 2.11, 5): a +91 mobile number, digits only, at most 10; Send OTP needs all 10. */
export function MobileStep({
  initialMobile,
  sending,
  serverError,
  onSend,
}: {
  initialMobile: string;
  sending: boolean;
  serverError: string | null;
  onSend: (mobile: string) => void;
}) {
  const id = useId();
  const [mobile, setMobile] = useState(initialMobile);
  const [invalid, setInvalid] = useState(false);
  const complete = mobile.length === 10;
  const error = invalid ? authMessages.invalidMobile : serverError;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!complete) return setInvalid(true);
    onSend(mobile);
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        Mobile number
      </label>
      <div className={`flex rounded-lg border bg-white focus-within:border-primary focus-within:ring-3 focus-within:ring-accent ${error ? "border-danger" : "border-line"}`}>
        <span className="flex items-center border-r border-line px-3 font-semibold text-muted select-none">+91</span>
        <input
          id={id}
          type="tel"
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
            setMobile(digits);
            // Anything but digits is refused on the spot, with the reason.
            setInvalid(typed !== "" && /\D/.test(typed));
          }}
          onBlur={() => setInvalid(mobile.length > 0 && !complete)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !complete) {
              event.preventDefault();
              setInvalid(true);
            }
          }}
        />
      </div>
      <p id={`${id}-error`} role="alert" className="mt-1 min-h-6 text-sm text-danger">
        {error}
      </p>
      <Button type="submit" className="mt-2 w-full" disabled={!complete || sending}>
        {sending ? "Sending OTP..." : "Send OTP"}
      </Button>
    </form>
  );
}
