import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { authMessages } from "../../../contract/api/auth.ts";
import { formatMobile } from "../../../contract/shared/format.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { useCountdown } from "../../hooks/use-countdown.ts";
import { Button } from "../ui/button.tsx";
import { OTP_LENGTH, OtpBoxes } from "./otp-boxes.tsx";

/** SPEC 9: the resend countdown. */
export const RESEND_SECONDS = 30;

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => "");
const isCode = (code: string) => /^\d{6}$/.test(code);

/** Login step 2 (SPEC 2.11): the code, the back arrow, Verify OTP and the 30 s resend countdown. */
export function OtpStep({
  mobile,
  onVerify,
  onBack,
  onResend,
}: {
  mobile: string;
  /** Checks the code; throws when it is refused or the server cannot be reached. */
  onVerify: (otp: string) => Promise<void>;
  onBack: () => void;
  /** Sends a new code; throws like onVerify. */
  onResend: () => Promise<void>;
}) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const { remaining, restart } = useCountdown(RESEND_SECONDS);
  const verify = useApiForm({
    initial: () => ({ otp: emptyCode() }),
    validate: ({ otp }) => (isCode(otp.join("")) ? {} : { otp: authMessages.incompleteOtp }),
    submit: ({ otp }) => onVerify(otp.join("")),
    fallback: authMessages.verificationFailed,
  });
  // A resend's failure is shown where the code's is: this step has one message line.
  const resend = useApiForm({
    initial: {},
    submit: async () => {
      verify.setBanner(null);
      setNotice(null);
      await onResend();
      verify.setValues({ otp: emptyCode() });
      setNotice("A new code has been sent.");
      restart();
    },
    fallback: authMessages.sendFailed,
    onFailure: (message) => verify.setBanner(message),
  });
  const digits = verify.values.otp;
  const complete = isCode(digits.join(""));
  const error = verify.errors.otp ?? verify.banner;

  return (
    <form noValidate onSubmit={verify.onSubmit}>
      <div className="mb-4 flex items-start gap-3">
        <button
          type="button"
          onClick={onBack}
          aria-label="Back to mobile number"
          className="-ml-2 rounded-lg p-2 text-primary hover:bg-primary-soft"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <p className="pt-1.5 text-muted">
          Enter the 6-digit code sent to{" "}
          <span className="font-semibold whitespace-nowrap text-ink">+91 {formatMobile(mobile)}</span>
        </p>
      </div>
      <OtpBoxes
        digits={digits}
        invalid={Boolean(error)}
        describedBy={`${id}-error`}
        onChange={(next) => verify.update("otp", next)}
        onRejected={() => verify.setFieldError("otp", authMessages.incompleteOtp)}
        onEnter={() => void verify.onSubmit()}
      />
      <p id={`${id}-error`} role="alert" className="mt-2 min-h-6 text-sm text-danger">
        {error}
      </p>
      <Button type="submit" className="mt-2 w-full" disabled={!complete || verify.busy}>
        {verify.busy ? "Verifying..." : "Verify OTP"}
      </Button>
      <div className="mt-4 flex min-h-11 items-center justify-center text-sm" aria-live="polite">
        {remaining > 0 ? (
          <p className="text-muted">Resend OTP in {remaining}s</p>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => void resend.onSubmit()} disabled={resend.busy}>
            {resend.busy ? "Sending..." : "Resend"}
          </Button>
        )}
      </div>
      {notice ? <p className="text-center text-sm text-success">{notice}</p> : null}
    </form>
  );
}
