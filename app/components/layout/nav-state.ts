import type { NavGroup } from "../../content/navigation.ts";

/** Whether a link's target is the current page (the home link only on "/"). */
export function isCurrent(pathname: string, to: string): boolean {
  const path = to.split("#")[0] ?? to;
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

/** A group is highlighted when one of its links is the current page. */
export function groupIsCurrent(pathname: string, group: NavGroup): boolean {
  return group.links.some((link) => isCurrent(pathname, link.to));
}

/** The overview page a group's label links to, where there is one. */
export const groupHome: Partial<Record<string, string>> = { services: "/services" };

/** SPEC 9: dropdowns close this long after the pointer leaves. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
