import { useRef } from "react";

export const OTP_LENGTH = 6;

/**
 * Six single-digit boxes (SPEC 2.11): typing moves to the next box, Backspace in an empty box goes
 * back, and pasting (or the phone's one-time-code autofill) of a whole code fills every box.
 */
export function OtpBoxes({
  digits,
  invalid,
  describedBy,
  onChange,
  onRejected,
  onEnter,
}: {
  digits: string[];
  invalid: boolean;
  describedBy: string;
  onChange: (digits: string[]) => void;
  /** Something other than a digit was typed. */
  onRejected: () => void;
  onEnter: () => void;
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => refs.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)]?.focus();

  function fillFrom(start: number, text: string) {
    const incoming = text.replace(/\D/g, "").split("");
    if (incoming.length === 0) return onRejected();
    // A whole code replaces everything; a shorter run continues from the current box.
    const from = incoming.length >= OTP_LENGTH ? 0 : start;
    const next = [...digits];
    incoming.slice(0, OTP_LENGTH - from).forEach((digit, offset) => (next[from + offset] = digit));
    onChange(next);
    focus(Math.min(from + incoming.length, OTP_LENGTH - 1));
  }

  return (
    <div className="flex justify-between gap-2" role="group" aria-label="One-time password">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          value={digit}
          className={`size-12 min-w-0 rounded-lg border bg-white text-center text-xl font-semibold focus:border-primary focus:outline-none focus-visible:ring-3 focus-visible:ring-accent sm:size-14 ${
            invalid ? "border-danger" : "border-line"
          }`}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const value = event.target.value;
            if (value === "") {
              const next = [...digits];
              next[index] = "";
              return onChange(next);
            }
            // The box may already hold a digit; the new one is whatever is not the old one.
            const typed = value.length > 1 && value.startsWith(digit) ? value.slice(digit.length) : value;
            fillFrom(index, typed);
          }}
          onPaste={(event) => {
            event.preventDefault();
            fillFrom(index, event.clipboardData.getData("text"));
          }}
          onKeyDown={(event) => {
            if (event.key === "Backspace" && digit === "" && index > 0) {
              event.preventDefault();
              const next = [...digits];
              next[index - 1] = "";
              onChange(next);
              focus(index - 1);
            } else if (event.key === "ArrowLeft") focus(index - 1);
            else if (event.key === "ArrowRight") focus(index + 1);
            else if (event.key === "Enter") {
              event.preventDefault();
              onEnter();
            }
          }}
        />
      ))}
    </div>
  );
}
