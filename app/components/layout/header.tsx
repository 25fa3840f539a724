import { useEffect } from "react";
import { useNavigation } from "../../lib/i18n/use-navigation.ts";
import { useLogout, useSession } from "../../hooks/use-session.ts";
import { isVerified } from "../../lib/auth-storage.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

/** The sticky header: logo, menus, Contact Us, and for a signed-in editor the way out. */
export function Header() {
  const session = useSession();
  const logout = useLogout();
  const verified = isVerified(session);
  const { contactCta } = useNavigation();
  const signedIn = session.token !== null;

  // SPEC 4: stored user data that cannot be read logs the visitor out.
  useEffect(() => {
    if (session.corrupt) logout();
  }, [session.corrupt]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    // The blur sits on a pseudo-element: a backdrop-filter on the header itself would make it the
    // containing block of the drawer's `fixed inset-0`, which then covered the header's 64 px only.
    <header className="sticky top-0 z-40 border-b border-line before:absolute before:inset-0 before:-z-10 before:bg-white/95 before:backdrop-blur supports-[backdrop-filter]:before:bg-white/85">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <DesktopNav verified={verified} />
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden text-primary-strong sm:flex" />
          {/* An editor's extra menu items need the room between 1024 and 1280 px. */}
          <div className={verified ? "hidden xl:block" : undefined}>
            <ButtonLink to={contactCta.to} variant="accent" size="sm" className="whitespace-nowrap">
              {contactCta.label}
            </ButtonLink>
          </div>
          <MobileNav verified={verified} onLogout={signedIn ? logout : null} />
        </div>
      </Container>
    </header>
  );
}
