import { LogOut, Mail, Phone, Settings } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "../../../contract/shared/site.ts";
import { useSite } from "../../hooks/use-site.ts";
import { useLogout, useSession } from "../../hooks/use-session.ts";
import { isVerified } from "../../lib/auth-storage.ts";
import { useContentDocument } from "../../lib/content-document.ts";
import { Container } from "../ui/container.tsx";

const itemLook = "items-center gap-1.5 no-underline hover:underline";
const itemClass = `inline-flex ${itemLook}`;
/**
 * The editor's items, on large screens only. Not `itemClass` plus `hidden`: two display utilities on
 * one element leave the winner to the stylesheet's order, and `inline-flex` won, so on a phone the
 * items showed and wrapped the strip onto a second line, shifting the page as the session loaded.
 */
const editorItemClass = `hidden lg:inline-flex ${itemLook}`;

/**
 * The strip above the header with the contact e-mail and phone (SPEC 2.2). A signed-in editor also
 * finds the console and Log out here on large screens (the drawer holds them on small ones), which
 * keeps the main menu on one line.
 */
export function TopBar() {
  const site = useSite();
  const session = useSession();
  const logout = useLogout();
  // A content page carries the editor's items hidden, for app/browser/session.ts to show from storage.
  const content = useContentDocument() !== null;
  const verified = isVerified(session);
  const signedIn = session.token !== null;
  return (
    <div className="bg-primary-strong text-sm text-white">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5">
        <a href={`mailto:${site.emails.primary}`} className={itemClass}>
          <Mail className="size-4" aria-hidden="true" />
          {site.emails.primary}
        </a>
        <div className="flex items-center gap-5">
          {verified || content ? (
            <Link
              to="/admin"
              hidden={!verified}
              data-session={content ? "verified" : undefined}
              className={editorItemClass}
            >
              <Settings className="size-4" aria-hidden="true" />
              Admin
            </Link>
          ) : null}
          {signedIn || content ? (
            <button
              type="button"
              onClick={logout}
              hidden={!signedIn}
              data-session={content ? "signed-in" : undefined}
              data-logout={content ? "" : undefined}
              className={editorItemClass}
            >
              <LogOut className="size-4" aria-hidden="true" />
              Log out
            </button>
          ) : null}
          <a href={telHref(site)} className={itemClass}>
            <Phone className="size-4" aria-hidden="true" />
            {site.phone.display}
          </a>
        </div>
      </Container>
    </div>
  );
}
