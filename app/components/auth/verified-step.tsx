import { CircleCheck } from "lucide-react";
import { authMessages } from "../../../contract/api/auth.ts";
import { formatMobile } from "../../../contract/shared/format.ts";
import { ButtonLink } from "../ui/button.tsx";

/** Login step 3 (SPEC 2.11): the confirmation, the number in 3-4-3 groups and Continue. */
export function VerifiedStep({ mobile }: { mobile: string }) {
  return (
    <div className="text-center" role="status">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success" />
      <h2 className="mt-3 text-2xl font-bold">{authMessages.verified}</h2>
      <p className="mt-2 text-muted">
        Signed in as <span className="font-semibold whitespace-nowrap text-ink">+91 {formatMobile(mobile)}</span>
      </p>
      <ButtonLink to="/create-blog" className="mt-6 w-full">
        Continue
      </ButtonLink>
    </div>
  );
}
