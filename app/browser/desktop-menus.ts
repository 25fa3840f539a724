import { DROPDOWN_CLOSE_DELAY_MS } from "../components/layout/nav-state.ts";
import { setExpanded } from "./one-open.ts";

/**
 * The large-screen menu (SPEC 2.2), as DesktopNav does it in React: a dropdown opens on hover and
 * closes 300 ms after the pointer leaves, the arrow toggles it (a click right after a hover keeps
 * it open), and an outside click or Escape closes it.
 */
export function enhanceDesktopMenus(): void {
  const nav = document.querySelector<HTMLElement>("[data-desktop-nav]");
  if (!nav) return;
  const items = [...nav.querySelectorAll<HTMLElement>("[data-menu]")];
  let open: string | null = null;
  let openedByHover = false;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const trigger = (id: string) => nav.querySelector<HTMLButtonElement>(`[data-menu-trigger="${id}"]`);
  const show = (id: string | null) => {
    open = id;
    for (const item of items) {
      const button = trigger(item.dataset["menu"] ?? "");
      if (button) setExpanded(button, item.dataset["menu"] === id);
    }
  };
  const cancelClose = () => clearTimeout(closeTimer);

  for (const item of items) {
    const id = item.dataset["menu"] ?? "";
    item.addEventListener("mouseenter", () => {
      cancelClose();
      if (open !== id) openedByHover = true;
      show(id);
    });
    item.addEventListener("mouseleave", () => {
      cancelClose();
      closeTimer = setTimeout(() => show(null), DROPDOWN_CLOSE_DELAY_MS);
    });
    trigger(id)?.addEventListener("click", () => {
      // A close scheduled when the pointer left another menu must not close this one.
      cancelClose();
      const keepOpen = open === id && openedByHover;
      openedByHover = false;
      show(keepOpen || open !== id ? id : null);
    });
  }
  document.addEventListener("pointerdown", (event) => {
    if (open && !nav.contains(event.target as Node)) show(null);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !open) return;
    trigger(open)?.focus();
    show(null);
  });
}
