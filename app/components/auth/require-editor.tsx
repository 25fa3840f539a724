import { ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { mePath, type User, type MeResponse } from "../../../contract/api/auth.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { useLogout, useSession } from "../../hooks/use-session.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { clearSession } from "../../lib/auth-storage.ts";
import { formatMobile } from "../../../contract/shared/format.ts";
import { Button } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { PageLoader } from "./page-loader.tsx";

export interface EditorSession {
  token: string;
  user: User;
}

type ServerCheck = "pending" | "ok" | "forbidden";

/**
 * Guards a page only a verified editor may open (SPEC 4, 6). While the browser's stored session is
 * being read it shows a loader; a visitor with no session goes to /login; someone signed in whose
 * account is not a verified editor (stored isVerified false, or GET /auth/me answers 403) is told
 * why, instead of bouncing between this page and /login. An expired token (401) is dropped.
 *
 * `hero`, the page's heading, shows while the session is read and once it is confirmed: the server
 * renders it, so the first paint has the page's largest text instead of waiting for the scripts.
 * The refusal has a heading of its own and shows alone.
 *
 * Usage: `<RequireEditor hero={<PageHero … />}>{(session) => <Form token={session.token} />}</RequireEditor>`
 */
export function RequireEditor({
  hero,
  children,
}: {
  hero?: React.ReactNode;
  children: (session: EditorSession) => React.ReactNode;
}) {
  const hydrated = useHydrated();
  const session = useSession();
  const navigate = useNavigate();
  const [check, setCheck] = useState<ServerCheck>("pending");
  const { token, user, corrupt } = session;

  useEffect(() => {
    if (hydrated && !corrupt && token === null) navigate("/login", { replace: true });
  }, [hydrated, corrupt, token, navigate]);

  // The stored user is only a hint; the server has the last word on the token.
  useEffect(() => {
    if (!hydrated || token === null) return;
    const controller = new AbortController();
    setCheck("pending");
    apiRequest<MeResponse>(mePath, { token, fallbackMessage: "", signal: controller.signal })
      .then((answer) => setCheck(answer.user.isVerified ? "ok" : "forbidden"))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status === 401) {
          clearSession();
          navigate("/login", { replace: true });
        } else if (err instanceof ApiError && err.status === 403) setCheck("forbidden");
        // Offline or an unexpected answer: let the page open; the server still checks every write.
        else setCheck("ok");
      });
    return () => controller.abort();
  }, [hydrated, token, navigate]);

  // The same shape in both states, so React keeps the hero's elements as the content replaces the loader.
  if (!hydrated || corrupt || token === null)
    return (
      <>
        {hero}
        <PageLoader label="Checking your login..." />
      </>
    );
  if (user?.isVerified !== true || check === "forbidden") return <NotAnEditor mobile={user?.mobileNumber} />;
  return (
    <>
      {hero}
      {children({ token, user })}
    </>
  );
}

function NotAnEditor({ mobile }: { mobile: string | undefined }) {
  const logout = useLogout();
  return (
    <Container className="py-16">
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-card border border-line bg-surface p-8 text-center shadow-card"
      >
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-danger" />
        <h1 className="mt-4 text-2xl font-bold">This page is for verified editors</h1>
        <p className="mt-3 text-muted">
          You are signed in{mobile ? ` as +91 ${formatMobile(mobile)}` : ""}, but this account is not a verified editor,
          so it cannot publish posts or create products. Ask the site owner to add your mobile number to the editors
          list, then sign in again.
        </p>
        <Button className="mt-6" onClick={logout}>
          Log out and sign in again
        </Button>
      </div>
    </Container>
  );
}
