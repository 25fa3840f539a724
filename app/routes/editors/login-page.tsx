import { LockKeyhole } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  authMessages,
  sendOtpPath,
  verifyOtpPath,
  type SendOtpResponse,
  type VerifyOtpResponse,
} from "../../../contract/api/auth.ts";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import { MobileStep } from "../../components/auth/mobile-step.tsx";
import { OtpStep } from "../../components/auth/otp-step.tsx";
import { VerifiedStep } from "../../components/auth/verified-step.tsx";
import { Container } from "../../components/ui/container.tsx";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useSession } from "../../hooks/use-session.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { storeSession } from "../../lib/auth-storage.ts";
import { rootDataFrom, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/login-page";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(rootDataFrom(matches), {
    title: "Login",
    description: "Staff login with a one-time password.",
    path: "/login",
    noindex: true,
  });

type Step = "mobile" | "otp" | "verified";

/**
 * Staff login (SPEC 2.11, 4, 5): mobile number, one-time password, then the confirmation with
 * Continue to /create-blog (docs/decisions/020-after-otp-verification.md). Each step is a form that
 * shows its own busy text and failure (app/hooks/use-api-form.ts); this page moves between them.
 */
export default function LoginPage() {
  const hydrated = useHydrated();
  const { token } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("mobile");
  const [mobile, setMobile] = useState("");

  // SPEC 2.11: someone already signed in goes straight to /create-blog (not after verifying here).
  useEffect(() => {
    if (hydrated && token !== null && step !== "verified") navigate("/create-blog", { replace: true });
  }, [hydrated, token, step, navigate]);

  async function sendOtp(number: string) {
    await apiRequest<SendOtpResponse>(sendOtpPath, {
      json: { mobileNumber: number },
      fallbackMessage: authMessages.sendFailed,
    });
    setMobile(number);
    setStep("otp");
  }

  async function verifyOtp(otp: string) {
    const answer = await apiRequest<VerifyOtpResponse>(verifyOtpPath, {
      json: { mobileNumber: mobile, otp },
      fallbackMessage: authMessages.verifyFailed,
    });
    // The step changes first, so the "already signed in" redirect above does not skip step 3.
    setStep("verified");
    storeSession(answer.token, answer.user);
  }

  return (
    <section className="bg-surface py-12 sm:py-16">
      <Container>
        <div className="mx-auto max-w-md rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          {step !== "verified" ? (
            <div className="mb-6 text-center">
              <LockKeyhole
                aria-hidden="true"
                className="mx-auto size-10 rounded-full bg-primary-soft p-2 text-primary"
              />
              <h1 className="mt-3 text-2xl font-bold">Staff login</h1>
              <p className="mt-1 text-muted">
                {step === "mobile"
                  ? "Sign in with your registered mobile number to publish insights."
                  : "Check your phone for the one-time password."}
              </p>
            </div>
          ) : (
            <h1 className="sr-only">Staff login</h1>
          )}
          {step === "mobile" ? <MobileStep initialMobile={mobile} onSend={sendOtp} /> : null}
          {step === "otp" ? (
            <OtpStep
              mobile={mobile}
              onVerify={verifyOtp}
              onResend={() => sendOtp(mobile)}
              onBack={() => setStep("mobile")}
            />
          ) : null}
          {step === "verified" ? <VerifiedStep mobile={mobile} /> : null}
        </div>
        <p className="mx-auto mt-6 max-w-md text-center text-sm text-muted">
          By signing in you agree to our{" "}
          <Link to={legalPaths.terms} className="font-semibold text-primary underline">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to={legalPaths.privacy} className="font-semibold text-primary underline">
            Privacy Policy
          </Link>
          . Login is for the firm&apos;s staff only.
        </p>
      </Container>
    </section>
  );
}
