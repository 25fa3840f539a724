import { useEffect } from "react";
import { contactCta } from "../../content/navigation.ts";
import { useLogout, useSession } from "../../hooks/use-session.ts";
import { isVerified } from "../../lib/auth-storage.ts";
import { ButtonLink, Button } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";

/** The sticky header: logo, menus, Contact Us, and for a signed-in editor the way out. */
export function Header() {
  const session = useSession();
  const logout = useLogout();
  const verified = isVerified(session);
  const signedIn = session.token !== null;

  // SPEC 4: stored user data that cannot be read logs the visitor out.
  useEffect(() => {
    if (session.corrupt) logout();
  }, [session.corrupt]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <DesktopNav verified={verified} />
        <div className="flex items-center gap-2">
          <ButtonLink to={contactCta.to} variant="accent" size="sm" className="hidden sm:inline-flex">
            {contactCta.label}
          </ButtonLink>
          {signedIn ? (
            <Button variant="ghost" size="sm" onClick={logout} className="hidden lg:inline-flex">
              Log out
            </Button>
          ) : null}
          <MobileNav verified={verified} onLogout={signedIn ? logout : null} />
        </div>
      </Container>
    </header>
  );
}
