import { keepFocusInside } from "../lib/focus-trap.ts";

/**
 * The small-screen drawer (SPEC 2.2), as MobileNav does it in React: the menu button opens it, and
 * the close button, a tap outside, Escape and navigation (a link, or a hash on this page) close it;
 * Tab stays inside while it is open.
 */
export function enhanceDrawer(): void {
  const toggle = document.querySelector<HTMLButtonElement>("[data-drawer-toggle]");
  const drawer = document.getElementById("mobile-menu-drawer");
  const panel = document.getElementById("mobile-menu");
  if (!toggle || !drawer || !panel) return;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
    if (event.key === "Tab") keepFocusInside(event, panel);
  };
  function open() {
    drawer!.hidden = false;
    toggle!.setAttribute("aria-expanded", "true");
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKeyDown);
    // Without preventScroll the browser scrolls the page sideways to the panel still sliding in.
    panel!.querySelector<HTMLElement>("button, a")?.focus({ preventScroll: true });
  }
  function close() {
    if (drawer!.hidden) return;
    drawer!.hidden = true;
    toggle!.setAttribute("aria-expanded", "false");
    document.body.style.overflow = "";
    document.removeEventListener("keydown", onKeyDown);
    toggle!.focus();
  }

  toggle.addEventListener("click", open);
  for (const closer of drawer.querySelectorAll("[data-drawer-close]")) closer.addEventListener("click", close);
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) close();
  });
  window.addEventListener("hashchange", close);
}
