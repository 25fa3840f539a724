import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { authMessages } from "../../../contract/auth.ts";
import { useCountdown } from "../../hooks/use-countdown.ts";
import { formatMobile } from "../../lib/format.ts";
import { Button } from "../ui/button.tsx";
import { OTP_LENGTH, OtpBoxes } from "./otp-boxes.tsx";

/** SPEC 9: the resend countdown. */
export const RESEND_SECONDS = 30;

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => "");

/** Login step 2 (SPEC 2.11): the code, the back arrow, Verify OTP and the 30 s resend countdown. */
export function OtpStep({
  mobile,
  verifying,
  serverError,
  onVerify,
  onBack,
  onResend,
}: {
  mobile: string;
  verifying: boolean;
  serverError: string | null;
  onVerify: (otp: string) => void;
  onBack: () => void;
  /** Sends a new code; resolves true when it went out. */
  onResend: () => Promise<boolean>;
}) {
  const id = useId();
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { remaining, restart } = useCountdown(RESEND_SECONDS);
  const code = digits.join("");
  const complete = /^\d{6}$/.test(code);
  const error = incomplete ? authMessages.incompleteOtp : serverError;

  function verify() {
    if (!complete) return setIncomplete(true);
    onVerify(code);
  }

  async function resend() {
    setResending(true);
    setNotice(null);
    const sent = await onResend();
    setResending(false);
    if (sent) {
      setDigits(emptyCode());
      setNotice("A new code has been sent.");
      restart();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        verify();
      }}
    >
      <div className="mb-4 flex items-start gap-3">
        <button type="button" onClick={onBack} aria-label="Back to mobile number" className="-ml-2 rounded-lg p-2 text-primary hover:bg-primary-soft">
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="pt-1.5 text-muted">
          Enter the 6-digit code sent to <span className="font-semibold whitespace-nowrap text-ink">+91 {formatMobile(mobile)}</span>
        </p>
      </div>
      <OtpBoxes
        digits={digits}
        invalid={Boolean(error)}
        describedBy={`${id}-error`}
        onChange={(next) => {
          setDigits(next);
          setIncomplete(false);
        }}
        onRejected={() => setIncomplete(true)}
        onEnter={verify}
      />
      <p id={`${id}-error`} role="alert" className="mt-2 min-h-6 text-sm text-danger">
        {error}
      </p>
      <Button type="submit" className="mt-2 w-full" disabled={!complete || verifying}>
        {verifying ? "Verifying..." : "Verify OTP"}
      </Button>
      <div className="mt-4 flex min-h-11 items-center justify-center text-sm" aria-live="polite">
        {remaining > 0 ? (
          <p className="text-muted">Resend OTP in {remaining}s</p>
        ) : (
          <Button variant="ghost" size="sm" onClick={resend} disabled={resending}>
            {resending ? "Sending..." : "Resend"}
          </Button>
        )}
      </div>
      {notice ? <p className="text-center text-sm text-success">{notice}</p> : null}
    </form>
  );
}
