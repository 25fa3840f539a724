import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { NavGroup } from "../../content/navigation.ts";
import { useHindiFrame } from "../../lib/i18n/hindi-frame.ts";
import { useNavigation } from "../../lib/i18n/use-navigation.ts";
import { useContentDocument } from "../../lib/content-document.ts";
import { DROPDOWN_CLOSE_DELAY_MS, groupHome, groupIsCurrent, isCurrent } from "./nav-state.ts";

const tone = (active: boolean) =>
  active ? "text-primary bg-primary-soft" : "text-ink hover:text-primary hover:bg-primary-soft/60";
const itemClass = (active: boolean) =>
  `inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold no-underline transition-colors xl:px-2.5 xl:text-[0.9375rem] ${tone(active)}`;

/**
 * The large-screen menu (SPEC 2.2): dropdowns open on hover and close 300 ms after the pointer
 * leaves, open on a click of the arrow, and close on an outside click, on Escape and on navigation.
 */
export function DesktopNav({ verified }: { verified: boolean }) {
  const { navGroups, topLinks } = useNavigation();
  const { pathname } = useLocation();
  // A content page is enhanced by app/browser/desktop-menus.ts and shows the editor's items from storage.
  const content = useContentDocument() !== null;
  const [open, setOpen] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A pointer that hovers onto a trigger opens its menu before the click lands; that click must
  // keep the menu open rather than toggle it shut.
  const openedByHover = useRef(false);
  const navRef = useRef<HTMLElement>(null);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), DROPDOWN_CLOSE_DELAY_MS);
  };

  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => cancelClose, []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-trigger="${open}"]`)?.focus();
      setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <nav ref={navRef} aria-label={useHindiFrame()?.menu.main ?? "Main"} data-desktop-nav className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {topLinks.slice(0, 1).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={({ isActive }) => itemClass(isActive)}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {navGroups.map((group) => (
          <DropdownMenu
            key={group.id}
            group={group}
            pathname={pathname}
            isOpen={open === group.id}
            onToggle={() => {
              // A close scheduled when the pointer left another menu must not close this one.
              cancelClose();
              const keepOpen = open === group.id && openedByHover.current;
              openedByHover.current = false;
              setOpen(keepOpen || open !== group.id ? group.id : null);
            }}
            onHoverOpen={() => {
              cancelClose();
              if (open !== group.id) openedByHover.current = true;
              setOpen(group.id);
            }}
            onHoverLeave={scheduleClose}
          />
        ))}
        {topLinks.slice(1).map((link) =>
          !link.verifiedOnly || verified || content ? (
            <li
              key={link.to}
              hidden={link.verifiedOnly && !verified}
              data-session={link.verifiedOnly && content ? "verified" : undefined}
            >
              <NavLink to={link.to} className={({ isActive }) => itemClass(isActive)}>
                {link.label}
              </NavLink>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}

interface DropdownMenuProps {
  group: NavGroup;
  pathname: string;
  isOpen: boolean;
  onToggle: () => void;
  onHoverOpen: () => void;
  onHoverLeave: () => void;
}

function DropdownMenu({ group, pathname, isOpen, onToggle, onHoverOpen, onHoverLeave }: DropdownMenuProps) {
  const menuId = `menu-${group.id}`;
  const active =
    groupIsCurrent(pathname, group) || (groupHome[group.id] !== undefined && pathname === groupHome[group.id]);
  const home = groupHome[group.id];
  const menu = useHindiFrame()?.menu;
  return (
    <li className="relative" data-menu={group.id} onMouseEnter={onHoverOpen} onMouseLeave={onHoverLeave}>
      <div className={`flex items-center rounded-md ${tone(active)}`}>
        {home ? (
          <Link
            to={home}
            className={`${itemClass(active)} pr-0.5 xl:pr-0.5`}
            aria-current={pathname === home ? "page" : undefined}
          >
            {group.label}
          </Link>
        ) : null}
        <button
          type="button"
          data-menu-trigger={group.id}
          aria-expanded={isOpen}
          aria-controls={menuId}
          aria-label={home ? `${group.label} ${menu?.menu ?? "menu"}` : undefined}
          onClick={onToggle}
          className={`group ${home ? `${itemClass(active)} pl-0.5 xl:pl-0.5` : itemClass(active)}`}
        >
          {home ? null : group.label}
          <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" aria-hidden="true" />
        </button>
      </div>
      <ul
        id={menuId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-50 mt-1 min-w-64 rounded-card border border-line bg-white p-2 shadow-card"
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={() =>
                `block rounded-md px-3 py-2 text-[0.9375rem] no-underline ${
                  isCurrent(pathname, link.to)
                    ? "bg-primary-soft font-semibold text-primary"
                    : "text-ink hover:bg-surface hover:text-primary"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
