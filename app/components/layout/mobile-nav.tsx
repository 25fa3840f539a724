import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useHindiFrame } from "../../lib/i18n/hindi-frame.ts";
import { useNavigation } from "../../lib/i18n/use-navigation.ts";
import { buttonClass } from "../ui/button.tsx";
import { groupHome, groupIsCurrent, isCurrent } from "./nav-state.ts";
import { useContentDocument } from "../../lib/content-document.ts";
import { keepFocusInside } from "../../lib/focus-trap.ts";
import { LanguageSwitch } from "./language-switch.tsx";

const linkClass = (active: boolean) =>
  `block rounded-md px-3 py-2.5 no-underline ${active ? "bg-primary-soft font-semibold text-primary" : "text-ink hover:bg-surface"}`;

/**
 * The small-screen menu (SPEC 2.2): a slide-in drawer with expandable groups that closes on
 * navigation, on Escape, on the close button and on a tap outside it.
 */
export function MobileNav({ verified, onLogout }: { verified: boolean; onLogout: (() => void) | null }) {
  const { pathname, hash } = useLocation();
  const { navGroups, topLinks, contactCta } = useNavigation();
  const menu = useHindiFrame()?.menu;
  // A content page carries the drawer hidden, for app/browser/drawer.ts, and the editor's items for
  // app/browser/session.ts to show from storage.
  const content = useContentDocument() !== null;
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("button, a")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      if (event.key === "Tab") keepFocusInside(event, panelRef.current);
    };
    document.addEventListener("keydown", onKeyDown);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = "";
    };
  }, [open]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        data-drawer-toggle
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-primary hover:bg-primary-soft"
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">{menu?.openMenu ?? "Open menu"}</span>
      </button>
      {/* Rendered only while open: closed, it would add ~90 elements to every page React hydrates. */}
      {open || content ? (
        <div id="mobile-menu-drawer" hidden={!open} className="fixed inset-0 z-50">
          <div className="absolute inset-0 bg-primary-strong/50" onClick={close} data-drawer-close aria-hidden="true" />
          <div
            ref={panelRef}
            id="mobile-menu"
            role="dialog"
            aria-modal="true"
            aria-label={menu?.siteMenu ?? "Site menu"}
            className="absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl motion-safe:animate-[slide-in_200ms_ease-out]"
          >
            <div className="flex items-center justify-between border-b border-line px-4 py-3">
              <span className="font-bold text-primary-strong">{menu?.menu ?? "Menu"}</span>
              <button
                type="button"
                onClick={close}
                data-drawer-close
                className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface"
              >
                <X className="size-6" aria-hidden="true" />
                <span className="sr-only">{menu?.closeMenu ?? "Close menu"}</span>
              </button>
            </div>
            <nav aria-label={menu?.mobile ?? "Mobile"} className="flex-1 px-3 py-3">
              <ul className="space-y-1" data-one-open>
                {topLinks.slice(0, 1).map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end className={({ isActive }) => linkClass(isActive)}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
                {navGroups.map((group) => {
                  const isExpanded = expanded === group.id;
                  const home = groupHome[group.id];
                  return (
                    <li key={group.id}>
                      <button
                        type="button"
                        aria-expanded={isExpanded}
                        aria-controls={`mobile-group-${group.id}`}
                        onClick={() => setExpanded(isExpanded ? null : group.id)}
                        className={`group flex w-full items-center justify-between rounded-md px-3 py-2.5 text-left font-semibold ${
                          groupIsCurrent(pathname, group) ? "text-primary" : "text-ink"
                        } hover:bg-surface`}
                      >
                        {group.label}
                        <ChevronDown
                          className="size-5 transition-transform group-aria-expanded:rotate-180"
                          aria-hidden="true"
                        />
                      </button>
                      <ul
                        id={`mobile-group-${group.id}`}
                        hidden={!isExpanded}
                        className="ml-3 border-l border-line pl-2"
                      >
                        {home ? (
                          <li>
                            <NavLink to={home} end className={({ isActive }) => linkClass(isActive)}>
                              {menu ? `${menu.all}: ${group.label}` : `All ${group.label.toLowerCase()}`}
                            </NavLink>
                          </li>
                        ) : null}
                        {group.links.map((link) => (
                          <li key={link.to}>
                            <NavLink to={link.to} className={() => linkClass(isCurrent(pathname, link.to))}>
                              {link.label}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
                {topLinks.slice(1).map((link) =>
                  !link.verifiedOnly || verified || content ? (
                    <li
                      key={link.to}
                      hidden={link.verifiedOnly && !verified}
                      data-session={link.verifiedOnly && content ? "verified" : undefined}
                    >
                      <NavLink to={link.to} className={({ isActive }) => linkClass(isActive)}>
                        {link.label}
                      </NavLink>
                    </li>
                  ) : null,
                )}
                {verified || content ? (
                  <li hidden={!verified} data-session={content ? "verified" : undefined}>
                    <NavLink to="/admin" className={({ isActive }) => linkClass(isActive)}>
                      Admin
                    </NavLink>
                  </li>
                ) : null}
              </ul>
            </nav>
            <div className="space-y-2 border-t border-line p-4">
              <LanguageSwitch className="flex text-primary-strong" />
              <NavLink to={contactCta.to} className={buttonClass("accent", "md", "w-full")}>
                {contactCta.label}
              </NavLink>
              {onLogout || content ? (
                <button
                  type="button"
                  onClick={onLogout ?? undefined}
                  hidden={!onLogout}
                  data-session={content ? "signed-in" : undefined}
                  data-logout={content ? "" : undefined}
                  className={buttonClass("outline", "md", "w-full")}
                >
                  Log out
                </button>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
